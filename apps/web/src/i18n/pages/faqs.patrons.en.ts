import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Patrons make prizes possible.',
  sections: [
    {
      body: [
        'Patrons fund players, challenges, directors’ tournaments and categories, from {{minimum}} with no maximum. Every whole dollar earns the patron {{perDollar}} neuron, up to {{cap}} per funding.',
        'Money added to a challenge becomes its prize, shared by its top ranked ideas; money added to a tournament is shared by the top third of its players.',
      ],
    },
    {
      heading: 'The patron’s ladder',
      body: [],
      table: 'ranks',
    },
  ],
};
