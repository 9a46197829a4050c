/**
 * The challenge page's words: its tabs, ideas, entry and rating queue. The parts that
 * not every viewer or page shows have words of their own: the meme (`meme.en.ts`), the Top 3
 * (`top3.en.ts`), the challenge's rating (`challenge-rating.en.ts`), the participants
 * (`participants.en.ts`), the early end (`challenge-end.en.ts`) and the details with the catalyst's tools (`challenge-catalyst.en.ts`). Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const challengeEnglish = {
  challenge: {
    loading: 'Loading…',
    // In the header every viewer sees (co-author.tsx), so not with the catalyst's words.
    withCoAuthor: 'with @{{handle}}',
    closed: 'Closed',
    signInToPlay: 'Sign in to enter ideas and rate',
    playLead: 'Enter your ideas, rate the crowd’s blind and earn neurons.',
    enter: 'Enter an idea',
    hiddenUntilClose:
      'Your ideas stay hidden from everyone else until the challenge closes. You can enter up to {{max}}.',
    ideaTitle: 'Idea title',
    ideaDescription: 'Describe your idea',
    ideaPurpose: 'Purpose (optional)',
    ideaImage: 'Add an image (optional)',
    ideaImageUploading: 'Processing...',
    ideaImageError: 'An error occurred, please try another image.',
    submitIdea: 'Submit idea',
    entered_one: 'Your idea is in. You earned {{count}} neuron.',
    entered_other: 'Your idea is in. You earned {{count}} neurons.',
    rate: 'Rate ideas',
    remaining_one: '{{count}} idea left to rate',
    remaining_other: '{{count}} ideas left to rate',
    nothingToRate: 'No ideas left for you to rate. Come back later.',
    yourRating: 'Your rating',
    submitRating: 'Rate this idea',
    rated_one: 'Rated. You earned {{count}} neuron.',
    rated_other: 'Rated. You earned {{count}} neurons.',
    results: 'Results',
    podium: 'Podium',
    prize: 'Prize',
    deadline: 'Deadline',
    yourIdeas: 'Your ideas',
    ideasList: 'Ideas',
    noIdeas: 'Nobody entered an idea.',
    noIdeasYet: 'You have not entered an idea yet.',
    mentoringClosed: 'This challenge is closed: its rating and mentoring are over.',
    ideasHidden: 'The ideas stay hidden until the challenge closes.',
    noIdeasHint: 'Your ideas show here, hidden from everyone else until the challenge closes.',
    score: 'score {{score}}',
    hash: 'Content hash:',
    tabsLabel: 'Challenge sections',
    tab: {
      ideas: 'Ideas',
      mentoring: 'Mentoring & Ratings',
      insightfuls: 'Insightfuls',
      discussions: 'Discussions',
      details: 'Details',
      editDetails: 'Edit Details',
      participants: 'Participants',
    },
    startRate: 'Start rating',
    startRateTitle: 'Rate the crowd’s ideas',
    startRateLead:
      'You will see the ideas one at a time, without their authors. Rate each from 0.1 to 5 stars; a rating is final once given. Ideas need at least 2 ratings to rank, so every rating counts. You can mentor an idea while you rate it.',
    rateCta: 'Rate the crowd’s ideas and mentor them to earn neurons.',
    backToChallenge: 'Back to the challenge',
    verify: 'Check the hash',
    verified: 'The revealed idea matches the hash shown at entry.',
    notVerified: 'The revealed idea does NOT match its hash.',
    highlighted: 'The idea you followed a link to',
    testedRank_one:
      'The tested idea “{{title}}” placed #{{rank}} of {{count}} ranked idea, judged blind beside the crowd’s.',
    testedRank_other:
      'The tested idea “{{title}}” placed #{{rank}} of {{count}} ranked ideas, judged blind beside the crowd’s.',
    testedUnranked: 'The tested idea “{{title}}” did not rank: ideas need at least 2 ratings.',
  },
};

addAppWords(challengeEnglish);
