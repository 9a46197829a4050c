import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Directors run tournaments (olympiads).',
  sections: [
    {
      body: [
        'You become a director when you ask or reNerve your first question. A director sets a tournament’s duration, adds admins and prize money, and can stop or suspend it; closing a cycle and paying out its prizes belong to the tournament’s owner.',
        'A director earns {{published}} neurons when someone else publishes a challenge on their platform, and {{completed}} when a tournament they run completes a cycle.',
      ],
    },
    {
      heading: 'The Idea Race',
      body: [
        'The director’s score never counts towards the Idea Race, so running a race never helps win it. The boards below show whose neurons count where.',
      ],
      table: 'boards',
    },
    {
      heading: 'The director’s ladder',
      body: [],
      table: 'ranks',
    },
  ],
};
