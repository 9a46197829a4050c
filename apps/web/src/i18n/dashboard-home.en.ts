/** My Dashboard's overview (a way into each role's pages) and the mentor's page. */
import { addAppWords } from './index.js';

export const dashboardHomeEnglish = {
  dashboardHome: {
    kicker: 'Your work',
    roles: 'Your roles',
    role: {
      innovator: 'Your ideas in open and closed challenges, and how they fared.',
      catalyst: 'Your challenges: their ideas, Top 3, mentoring, drafts and results.',
      rater: 'Challenges to rate, the ones you rate in, and the closed ones.',
      mentor: 'The mentoring you gave and the mentoring your ideas received.',
      scout: 'The players you recruited and what they earn you.',
      progress: 'Your scores, levels, awards and leaderboards.',
    },
    mentor: {
      lead: 'The mentoring you gave on other players’ ideas, and the mentoring your own ideas received.',
      givenTitle: 'No mentoring given yet',
      receivedTitle: 'No mentoring received yet',
      findIdeas: 'Find ideas to rate',
    },
  },
};

addAppWords(dashboardHomeEnglish);
