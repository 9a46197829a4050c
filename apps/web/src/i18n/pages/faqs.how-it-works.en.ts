import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'How it works, for developers: one rules package, read by the server and every page.',
  sections: [
    {
      body: [
        'Neurons are an append-only ledger: each game event writes its awards once, with a unique key, so a retried request never pays twice. Scores, brain levels, ranks and boards are derived from it.',
        'The tables on these help pages are rendered from the same @nervus/game-rules constants the server pays with, so what players are told is what the game does.',
      ],
      table: 'neurons',
    },
  ],
};
