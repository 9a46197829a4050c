import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Friend requests last {{days}} days.',
  sections: [
    {
      body: [
        'Send a friend request from a player’s page. If they do not answer within {{days}} days, the request expires and you can send another one.',
        'Friends can send each other direct messages, even when they do not follow each other.',
      ],
    },
  ],
};
