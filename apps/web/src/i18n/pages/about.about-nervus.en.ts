import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Nervus began as a way to ask better questions together.',
  body: [
    'Most idea contests reward volume. Nervus rewards judgement: an idea rated five stars earns its author five times what the rating earns the rater, and the biggest bonuses come only from other people’s choices.',
    'Ideas and questions are published under a public-domain licence by default, so a good idea can travel. Ideas entered in a private Ask Me Anything stay with their owner.',
  ],
};
