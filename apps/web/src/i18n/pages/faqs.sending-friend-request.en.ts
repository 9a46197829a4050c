import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Friend requests last 30 days.',
  body: ['A friend request that is not answered within 30 days expires; you can send another one.'],
};
