/**
 * The search page's lazy part (features/search/search-panels.tsx): the filters' names and
 * values with their counts, and what a result's card says. Its own group, `searchPanels`: a group lives in one file.
 */
import { addAppWords } from './index.js';

export const searchPanelsEnglish = {
  searchPanels: {
    clear: 'Clear filters',
    any: 'Any',
    withCount: '{{label}} ({{count}})',
    category: 'Category',
    status: 'Status',
    statusValue: { open: 'Open', closed: 'Closed' },
    format: 'Solution format',
    formatValue: {
      standard: 'Standard',
      qq: 'Quick question',
      topic: 'Topic',
      improve: 'Improve',
      'test-an-idea': 'Test an idea',
      prize: 'Prize',
    },
    prize: 'Prize',
    prizeValue: { true: 'With a prize', false: 'Without a prize' },
    entryFee: 'Entry fee',
    entryFeeValue: { true: 'With an entry fee', false: 'Free to enter' },
    endsOn: 'Open until {{date}}',
    ended: 'Ended {{date}}',
    prizeType: {
      experience: 'An experience',
      money: 'Money',
      'food-and-drink': 'Food and drink',
      gift: 'A gift',
      other: 'A prize',
      tickets: 'Tickets',
      'co-author': 'Co-authorship',
      points: 'Points',
    },
  },
};

addAppWords(searchPanelsEnglish);
