/**
 * The brain panel's and the role boards' words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const gameEnglish = {
  brains: {
    title: 'Your brain',
    nerveScore: 'Nerve Score {{score}}',
    level: 'brain level {{level}}',
    toNext: '{{percent}}% of the way to level {{level}}',
    final: 'Top level',
    board: 'Your brain-level board',
    roles: 'Your roles',
    role: 'Role',
    score: 'Neurons',
    brainLevel: 'Brain level',
    rank: 'Rank',
    latest: 'Latest neurons',
    none: 'no neurons',
    earned_one: 'You earned {{count}} point as {{role}}',
    earned_other: 'You earned {{count}} points as {{role}}',
    lost_one: 'You lost {{count}} point as {{role}}',
    lost_other: 'You lost {{count}} points as {{role}}',
    roleName: {
      analyst: 'Analyst',
      catalyst: 'Catalyst',
      director: 'Director',
      innovator: 'Innovator',
      insight: 'Insight',
      mentor: 'Mentor',
      overall: 'Overall',
      patron: 'Patron',
      scout: 'Scout',
    },
  },
  boards: {
    settled: 'Settled',
    myIdeas_one: '{{count}} idea of yours',
    myIdeas_other: '{{count}} ideas of yours',
    myRatings_one: '{{count}} rating of yours',
    myRatings_other: '{{count}} ratings of yours',
    myMentoring_one: '{{count}} mentoring of yours',
    myMentoring_other: '{{count}} mentorings of yours',
    bestRank: 'your best place #{{rank}}',
    empty: {
      innovator: 'No challenges here yet. Enter an idea in an open challenge.',
      catalyst: 'No challenges here yet. Create one to get started.',
      rater: 'No challenges to rate right now.',
      mentor: 'You have not mentored an idea yet.',
    },
  },
};

addAppWords(gameEnglish);
