import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Olympiads are tournaments.',
  body: [
    'Tournaments renew every month (some every week). Activity points reset each cycle while neurons accumulate. The prize money is split across the top third of participants by neurons earned.',
  ],
};
