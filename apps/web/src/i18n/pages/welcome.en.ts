import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Welcome!',
  body: ['You are in. Open your dashboard or the home page to start playing.'],
};
