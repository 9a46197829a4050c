/**
 * The home's challenges: its sections, categories and completed challenges. Apart from the
 * shell's words (`en.ts`), so that they load with the part that shows them, after the first paint.
 */
import { addAppWords } from './index.js';

export const homeEnglish = {
  homeSections: {
    categories: 'Categories',
    allCategories: 'All',
    categoryCount: '{{name}} ({{count}})',
    seeAll: 'See all',
    settled: 'Settled',
    closed: 'Closed, results soon',
    top3: 'Top 3 of “{{title}}”',
    winner: '{{title}} by @{{handle}}',
    titles: {
      'ending-soon': 'Ending soon',
      newest: 'Newest',
      'most-played': 'Most played',
      'with-prizes': 'With prizes',
      completed: 'Completed, with their Top 3',
    },
    empty: {
      'ending-soon': 'No open challenges yet.',
      newest: 'No open challenges yet.',
      'most-played': 'No open challenges yet.',
      'with-prizes': 'No open challenge has a prize yet.',
      completed: 'No challenge has been settled yet.',
    },
    emptyHint: 'New challenges appear here as catalysts open them.',
    noneInCategory: 'Nothing in {{name}} on the home page',
    noneInCategoryHint: 'Search finds every challenge of the category, closed ones too.',
    searchCategory: 'Search {{name}}',
  },
};

addAppWords(homeEnglish);
