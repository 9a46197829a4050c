import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Following is one-way.',
  body: [
    'Follow a player to see their questions and ideas. If you both follow each other, or are friends, you can send direct messages.',
  ],
};
