/**
 * The progress pages' stats and charts (Score Stats' charts, Impact, Leaderboards). Imported by
 * the components that use them, so they load with those pages only.
 */
import { addAppWords } from './index.js';

export const progressStatsEnglish = {
  progressStats: {
    loadingChart: 'Loading the chart',
    loading: 'Loading your stats',
    numbers: 'The numbers',
    failed: 'These stats could not be loaded. Try again in a moment.',
    history: {
      title: 'Score over time',
      role: 'Role',
      day: 'Day',
      score: 'Score',
      empty: 'No neurons in this role yet: the line starts with your first.',
      summary: '{{role}}: {{from}} on {{start}}, {{to}} on {{end}}.',
      summaryOne: '{{role}}: {{to}} on {{end}}.',
      note: 'Play in a challenge that is still open joins the line when the challenge closes.',
    },
    byRole: {
      title: 'Neurons by role',
      role: 'Role',
      neurons: 'Neurons',
      empty: 'No neurons yet: they arrive with your first idea, rating or challenge.',
      summary: 'Most of your neurons are from {{role}} ({{points}} of {{total}}).',
    },
    periods: {
      title: 'Neurons per month',
      month: 'Month',
      neurons: 'Neurons',
      summary_one: '{{total}} neurons in the last {{count}} month, {{best}} in {{bestMonth}}.',
      summary_other: '{{total}} neurons in the last {{count}} months, {{best}} in {{bestMonth}}.',
      empty: 'No neurons in the last months yet.',
    },
  },
  impact: {
    title: 'Your impact',
    lead: 'What your play did: the challenges you posted, the ideas you entered and how they placed, the ratings and mentoring you gave and the players you brought in.',
    ownNote:
      'Your counts include your play in challenges still open; others see it when they close.',
    tiles: {
      challenges: 'Challenges posted',
      ideas: 'Ideas entered',
      firsts: 'First places',
      top3: 'Top 3 places',
      ratings: 'Ideas rated',
      challengesRated: 'Challenges rated',
      mentoring: 'Mentoring given',
      mentoringRating: 'Mentoring rated {{rating}} of 5',
      mentoringUnrated: 'Not rated yet',
      recruits: 'Players recruited',
    },
    ideas: {
      title: 'Your ideas and their placings',
      challenge: 'Challenge',
      ideas: 'Your ideas',
      place: 'Best place',
      unranked: 'Unranked',
      empty: 'No closed challenges with your ideas yet.',
      all: 'All your closed challenges',
    },
  },
  progressBoards: {
    title: 'Your leaderboards',
    lead: "Where you stand on each board of {{olympiad}}, this cycle's tournament.",
    board: 'Board',
    rank: 'Your place',
    points: 'Neurons',
    of: 'of {{count}}',
    notOn: 'Not on it yet',
    open: 'Full board',
    none: 'No tournament is running this cycle: your places show when the next one opens.',
    allBoards: 'All the boards',
  },
};

addAppWords(progressStatsEnglish);
