import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'How much the game trusts a rating average.',
  sections: [
    {
      body: [
        'An idea’s rank does not use its plain average. Its ratings are pooled with {{prior}} imagined ratings at the challenge’s mean, so two friends’ top ratings cannot beat an idea that twenty raters agree is strong; the more ratings an idea has, the more its own average counts.',
        'An idea needs at least {{minRatings}} ratings to be ranked at all. Ties go to more ratings, then the higher plain average, then the earlier entry.',
      ],
    },
  ],
};
