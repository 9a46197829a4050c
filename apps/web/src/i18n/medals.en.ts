/** Medals and awards: a player's medals page and the dashboard's Awards & Badges. */
import { addAppWords } from './index.js';

export const medalsEnglish = {
  medals: {
    title: 'Medals & Badges of @{{handle}}',
    ownTitle: 'Your medals',
    earnedHeading: 'Earned',
    progressHeading: 'On the way',
    ideaHeading: 'Medals for this idea',
    earnedList: 'Medals earned',
    progressList: 'Medals not earned yet',
    earnedCount_one: '{{count}} medal earned',
    earnedCount_other: '{{count}} medals earned',
    noneOwn: 'No medals yet: enter an idea, rate one or mentor one to earn your first.',
    noneOther: '@{{handle}} has no medals yet.',
    allEarned: 'Every medal earned. Well played!',
    earned: 'Earned',
    earnedTimes_one: 'Earned once',
    earnedTimes_other: 'Earned {{count}} times',
    notYet: 'Not earned yet',
    earnedOn: 'Earned on {{date}}',
    forIdea: 'For “{{idea}}” in',
    forRace: 'In {{race}}, {{olympiad}}',
    progress: '{{current}} of {{target}}',
    progressLabel: 'Progress toward {{name}}',
    loading: 'Loading medals',
    hiddenNote:
      'Medals for play in open challenges show here for others once those challenges close.',
    tiers: {
      bronze: 'Bronze',
      silver: 'Silver',
      gold: 'Gold',
      platinum: 'Platinum',
    },
  },
};

addAppWords(medalsEnglish);
