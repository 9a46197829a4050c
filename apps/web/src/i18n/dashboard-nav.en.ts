/**
 * The role dashboards' navigation (a role section's links, the catalyst's switch between easy
 * and advanced mode): apart from the lists' and pages' words (`dashboards.en.ts`), so that a
 * dashboard page that shows none of those, such as the suggestion boxes, loads these alone.
 */
import { addAppWords } from './index.js';

export const dashboardNavEnglish = {
  dashboardNav: {
    catalyst: 'Catalyst dashboard',
    innovator: 'Innovator dashboard',
    rater: 'Rater dashboard',
    scout: 'Scout dashboard',
    open: 'Open',
    closing: 'Closing',
    drafts: 'Drafts',
    suggestionBox: 'Suggestion Box',
    closed: 'Closed',
    toRate: 'To rate',
    myChallenges: 'My challenges',
    challenges: 'Challenges',
    olympiad: 'Olympiad',
    recruits: 'Recruits',
    mode: {
      toAdvanced: 'Switch to advanced mode (a table with every number)',
      toEasy: 'Switch to easy mode (simple cards)',
    },
  },
};

addAppWords(dashboardNavEnglish);
