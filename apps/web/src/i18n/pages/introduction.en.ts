import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Welcome to Nervus.',
  body: [
    'Here questions compete for the best ideas, and ideas compete for the crowd. Take the tour, or jump straight into an open question.',
  ],
};
