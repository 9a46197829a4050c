import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Every action in the game earns neurons in one role; your Nerve Score is all of them together.',
  sections: [
    {
      heading: 'What earns neurons',
      body: [
        'Judgement by others is worth more than activity: a top rating of your idea earns you more than rating earns the rater, and the big amounts come from outcomes, when a challenge closes. Nobody earns anything for rating, mentoring or winning bonuses on their own idea or challenge.',
      ],
      table: 'neurons',
    },
    {
      heading: 'Winning a challenge',
      body: [
        'When a challenge closes its ideas are ranked by their ratings, weighted so that a few friendly ratings cannot beat an idea many raters agree on. An idea with fewer than {{minRatings}} ratings is not ranked and never wins.',
      ],
    },
    {
      heading: 'Scores and races',
      body: [
        'Your Nerve Score is the sum of your neurons in every role, shown to three decimals. The Idea Race counts every role but the director’s, so running a tournament never helps anyone win it.',
      ],
    },
  ],
};
