/**
 * The Participants tab's words. Apart from the challenge page's words (`challenge.en.ts`), so that they load with the
 * parts that show them.
 */
import { addAppWords } from './index.js';

export const participantsEnglish = {
  participants: {
    title: 'Participants',
    innovators_one: '{{count}} innovator',
    innovators_other: '{{count}} innovators',
    raters_one: '{{count}} rater',
    raters_other: '{{count}} raters',
    mentors_one: '{{count}} mentor',
    mentors_other: '{{count}} mentors',
    caption: 'Every player and their part',
    player: 'Player',
    ideas: 'Ideas',
    bestPlace: 'Best place',
    ratings: 'Ratings given',
    mentoring: 'Mentoring given',
  },
};

addAppWords(participantsEnglish);
