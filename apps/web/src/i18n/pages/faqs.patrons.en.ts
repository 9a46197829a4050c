import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Patrons make prizes possible.',
  body: ['Patrons fund players, challenges, director platforms and categories.'],
};
