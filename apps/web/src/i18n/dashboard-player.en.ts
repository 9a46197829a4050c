/**
 * The innovator's and the rater's lists on the dashboard (my open and closed challenges, the
 * challenges I rate): apart from the catalyst's lists' words (`dashboard-lists.en.ts`).
 */
import { addAppWords } from './index.js';

export const dashboardPlayerEnglish = {
  dashboardPlayer: {
    findChallenge: 'Find a challenge',
    settled: 'Settled',
    stat: {
      challenges: 'Challenges',
      myIdeas: 'Your ideas',
      bestPlace: 'Best place',
      rated: 'Ideas you rated',
      toRate: 'Left to rate',
    },
    col: {
      challenge: 'Challenge',
      ends: 'Ends',
      rated: 'Rated by you',
      toRate: 'Left to rate',
      next: 'Next',
    },
    innovator: {
      openTitle: 'My open challenges',
      openLead:
        'Challenges you have entered that are still running. Your ideas stay hidden until they close.',
      closedTitle: 'My closed challenges',
      closedLead: 'Challenges you played in that have ended: see how your ideas fared.',
      myIdeas_one: '{{count}} idea of yours',
      myIdeas_other: '{{count}} ideas of yours',
      bestRank: 'your best place #{{rank}}',
      emptyTitle: 'No challenges here yet',
      empty: 'Enter an idea in an open challenge.',
    },
    rater: {
      myTitle: 'Challenges I rate',
      myLead: 'Open challenges you have rated ideas in, and how many are left.',
      caption: 'Open challenges you have rated ideas in',
      noneMineTitle: 'Nothing rated yet',
      noneMine: 'You have not rated ideas in an open challenge yet.',
      findSome: 'Find challenges to rate',
      keepRating: 'Keep rating',
      keepRatingIn: 'Keep rating “{{title}}”',
      allRated: 'All rated',
    },
  },
};

addAppWords(dashboardPlayerEnglish);
