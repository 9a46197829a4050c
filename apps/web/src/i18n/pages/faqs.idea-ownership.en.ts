import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Who owns an idea?',
  body: [
    'Ideas, questions, comments and mentoring are published under a public-domain licence by default. Ideas entered in a private Ask Me Anything stay with their owner.',
  ],
};
