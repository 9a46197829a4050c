import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'The Claremont platform is a tournament for a college town.',
  body: [
    'Students, teachers and neighbours answer the same local questions and meet the people behind the best ideas.',
  ],
};
