import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'How neurons are earned.',
  body: [
    'Publishing a challenge earns its catalyst 20 neurons (10 for a quick question). Entering an idea earns 10, plus an early bonus of 15, 10 or 5 for the first three innovators.',
    'A 5-star rating earns the idea’s author 10 neurons, a 1-star rating costs 2. Rating earns the rater 2. When a challenge closes, the Community Top 5 earn 50, 35, 25, 15 and 10, and the catalyst’s Top 3 picks earn 30, 20 and 10.',
    'Ideas need at least 2 ratings to be ranked and to win.',
  ],
};
