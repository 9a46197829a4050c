import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Everyone is an idea person somewhere.',
  body: [
    'You do not need to be an inventor. Pick a question you care about, answer it in a few sentences, and let the crowd tell you how it fares.',
  ],
};
