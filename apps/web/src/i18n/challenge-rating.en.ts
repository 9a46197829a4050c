/**
 * The challenge's own rating's words (1 to 5, once per player). Apart from the challenge page's words (`challenge.en.ts`), so that they load with the
 * parts that show them.
 */
import { addAppWords } from './index.js';

export const challengeRatingEnglish = {
  challengeRating: {
    title: 'Challenge rating',
    rate: 'Rate this challenge',
    signIn: 'Sign in to rate this challenge',
    average_one: 'Rated {{average}} of 5 by {{count}} player',
    average_other: 'Rated {{average}} of 5 by {{count}} players',
    yours: 'You rated it: {{label}}',
    scale: {
      1: 'Inappropriate question type',
      2: 'Boring and predictable',
      3: 'Somewhat interesting',
      4: 'Unexpected and interesting',
      5: 'Very clever, timely, and artistic',
    },
  },
};

addAppWords(challengeRatingEnglish);
