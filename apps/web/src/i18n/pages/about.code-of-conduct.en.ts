import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Critique ideas, not people.',
  body: [
    'Be kind and specific: say what you like and what could be better. No harassment, no hate, no spam, and no AI slop passed off as your own thinking.',
    'Report what breaks these rules with the report button; moderators review every report.',
  ],
};
