import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'The trust score.',
  body: ['A measure of how reliable a player’s ratings are; it arrives with a later release.'],
};
