import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Discover Nervus in three minutes.',
  body: [
    'Browse the open questions on the home page, or choose a platform that fits you: comedy, daily, business, build, political and more.',
    'Create an account to enter ideas, rate, mentor and follow other players. Your dashboard shows every challenge you play in.',
  ],
};
