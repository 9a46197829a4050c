import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Any player can fund another player.',
  sections: [
    {
      body: [
        'Open a player’s page and choose Fund. The amount comes from your wallet: at least {{minimum}}, with no maximum, in whole cents.',
        'Funding makes you a patron: every whole dollar earns you {{perDollar}} neuron, up to {{cap}} per funding.',
      ],
    },
  ],
};
