/**
 * The catalyst's lists on the dashboard (open, closing, closed): apart from the detail pages'
 * words and the innovator's and rater's lists' (`dashboard-player.en.ts`), so that a list loads
 * these alone.
 */
import { addAppWords } from './index.js';

export const dashboardListsEnglish = {
  dashboardLists: {
    create: 'Create a challenge',
    settled: 'Settled',
    stat: {
      challenges: 'Challenges',
      ideas: 'Ideas',
      ratings: 'Ratings',
      mentoring: 'Mentoring',
    },
    ratingsCount_one: '{{count}} rating',
    ratingsCount_other: '{{count}} ratings',
    col: {
      challenge: 'Challenge',
      ends: 'Ends',
      ideas: 'Ideas',
      ratings: 'Ratings',
      mentoring: 'Mentoring',
      challengeRating: 'Challenge rating',
    },
    catalyst: {
      openTitle: 'My open challenges',
      openLead:
        'Your challenges taking ideas now: open one to pick its Top 3 and mentor its ideas.',
      tableCaption: 'Your open challenges and how they are playing',
      noneOpenTitle: 'No open challenges yet',
      noneOpen: 'Ask the crowd a question: create a challenge to get started.',
      closingTitle: 'Closing soon',
      closingLead: 'Your open challenges ending within the next 7 days, soonest first.',
      noneClosingTitle: 'Nothing closes this week',
      noneClosing: 'None of your challenges ends within the next 7 days.',
      endsIn_one: 'ends in {{count}} day',
      endsIn_other: 'ends in {{count}} days',
      closedTitle: 'My closed challenges',
      closedLead: 'Challenges that have ended: their ranking, Top 3, prizes and revealed ideas.',
      noneClosedTitle: 'No closed challenges yet',
      noneClosed: 'None of your challenges has closed yet.',
    },
  },
};

addAppWords(dashboardListsEnglish);
