import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Following is one-way.',
  sections: [
    {
      body: [
        'Follow a player to see their questions and ideas; they do not have to follow you back.',
        'You can send a direct message to a player when you both follow each other, or when you are friends.',
      ],
    },
  ],
};
