import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Questions players ask.',
  body: ['Pick a topic on the left: scoring, the roles, olympiads, patrons and idea ownership.'],
};
