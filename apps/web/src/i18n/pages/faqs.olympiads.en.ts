import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Olympiads are tournaments: players race on boards for a cycle’s prizes.',
  sections: [
    {
      heading: 'Cycles',
      body: [
        'Tournaments renew every cycle. Activity points reset with each cycle, while your neurons keep accumulating.',
      ],
      table: 'cycles',
    },
    {
      heading: 'Tournament prizes',
      body: [
        'A tournament’s prize money goes to the top third of its players by neurons earned in the cycle (rounded up: one winner of one, two of four), each in proportion to their neurons.',
      ],
      table: 'boards',
    },
    {
      heading: 'Challenge prizes',
      body: [
        'A challenge’s prize money goes to its top 5 ranked ideas. With fewer ranked ideas, their shares grow so that the whole prize is paid; with none, the money goes back. Ideas with fewer than {{minRatings}} ratings are not ranked and never win.',
      ],
      table: 'challengePrize',
    },
    {
      heading: 'Entry fees',
      body: ['A challenge may ask an entry fee. When it closes, the fees are split:'],
      table: 'entryFee',
    },
  ],
};
