import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'How it works.',
  body: [
    'Ask, answer, rate, mentor, scout, direct, fund: every role earns neurons and climbs its own rank ladder.',
  ],
};
