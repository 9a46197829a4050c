/**
 * The search page (`/search`, `/{player}/search`): its box, order and states. The filters' and
 * the cards' words load with their lazy part (`search-panels.en.ts`).
 */
import { addAppWords } from './index.js';

export const searchEnglish = {
  search: {
    title: 'Search challenges',
    titleOf: 'Search the challenges of @{{handle}}',
    box: 'Search',
    boxHint: 'Words of a question, its detail or its tags',
    submit: 'Search',
    filters: 'Filters',
    sort: 'Order',
    sortValue: {
      relevance: 'Best match',
      'ending-soon': 'Ending soon',
      newest: 'Newest',
      'most-ideas': 'Most ideas',
    },
    results: 'Results',
    total_one: '{{count}} challenge found',
    total_other: '{{count}} challenges found',
    loading: 'Looking for challenges',
    startTitle: 'What are you looking for?',
    start: 'Type a few words, or choose a filter, to find challenges.',
    noneTitle: 'No challenge found',
    none: 'Try other words, or fewer filters.',
  },
};

addAppWords(searchEnglish);
