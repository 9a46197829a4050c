import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Patrons fund players, challenges and platforms.',
  body: [
    'You can fund any player or challenge from $1, with no maximum. Every whole dollar earns the patron a neuron, up to 500 per funding.',
  ],
};
