import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Your brain level grows from 0 to 100.',
  body: [
    'Level n is reached at n³ + 50n² neurons: 51 for level 1, 208 for level 2, 1 460 349 for level 100, which is final. Inside each level, your progress shows in tenths.',
  ],
};
