import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'How the game works, in short answers.',
  sections: [
    {
      body: [
        'Catalysts ask challenge questions, innovators answer them with ideas, raters rate the ideas, mentors help make them better, scouts bring in new players, directors run tournaments and patrons fund prizes. Every role earns neurons, which raise your brain level (0 to {{maxLevel}}) and your rank on that role’s ladder.',
        'Ideas stay hidden from everyone but their author until the challenge closes; an idea needs at least {{minRatings}} ratings to be ranked and to win.',
      ],
    },
  ],
};

/** The heading of the index's list of topics. */
export const topicsTitle = 'Topics';
