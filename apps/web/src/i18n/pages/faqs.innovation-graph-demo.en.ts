import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'The innovation graph.',
  body: ['A picture of how ideas build on each other; it arrives with a later release.'],
};
