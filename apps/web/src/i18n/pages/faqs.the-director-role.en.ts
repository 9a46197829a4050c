import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Directors run tournaments.',
  body: [
    'A director sets a tournament’s duration, adds admins and money, and can stop or suspend it. The director’s own score never counts towards the Idea Race, so running a race never helps win it.',
  ],
};
