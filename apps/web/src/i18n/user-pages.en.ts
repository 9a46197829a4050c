/**
 * A player's pages below their profile block: their challenges (`/{player}`), About and Blog.
 * Apart from the shell's words, so that they load with these pages.
 */
import { addAppWords } from './index.js';

export const userPagesEnglish = {
  userPages: {
    nav: 'Pages of @{{handle}}',
    challenges: 'Challenges',
    about: 'About',
    blog: 'Blog',
    teams: 'Teams',
    medals: 'Medals',
    challengesOf: 'Challenges of @{{handle}}',
    tabs: 'Challenges of @{{handle}} by state',
    open: 'Open',
    closed: 'Closed',
    count_one: '{{count}} challenge',
    count_other: '{{count}} challenges',
    filters: 'Filters',
    withEntryFee: 'With entry fee',
    removeFilter: 'Remove the filter: {{filter}}',
    loading: 'Loading challenges',
    createChallenge: 'Create Challenge',
    empty: {
      open: '@{{handle}} has no open challenges',
      closed: '@{{handle}} has no closed challenges',
      openFee: '@{{handle}} has no open challenges with an entry fee',
      closedFee: '@{{handle}} has no closed challenges with an entry fee',
    },
    emptyOwn: {
      open: 'Ask the crowd a question: your open challenges show here.',
      closed: 'Your challenges show here once they close.',
    },
    emptyOther: {
      open: 'New challenges show here as @{{handle}} opens them.',
      closed: 'Challenges show here once they close.',
    },
    showAll: 'Show all challenges',
    aboutTitle: 'About @{{handle}}',
    bio: 'Bio',
    interests: 'Interests',
    social: 'Social accounts',
    memberSince: 'Member since',
    stats: 'Activity',
    openChallenges: 'Open challenges',
    closedChallenges: 'Closed challenges',
    brainLevel: 'Brain level',
    brainLevelHint: 'Only you see your level.',
    platforms: 'Platforms',
    platformRole: {
      owner: 'Owner of {{title}}',
      ambassador: 'Ambassador of {{title}}',
      staff: 'Staff of {{title}}',
    },
    noAbout: '@{{handle}} has not written about themselves yet',
    noAboutOwn: 'Tell other players who you are: add a bio, a slogan and your interests.',
    editProfile: 'Edit your profile',
    blogTitle: 'Blog of @{{handle}}',
    noBlog: '@{{handle}} has not written anything yet',
    noBlogOwn: 'Your bio is your blog: write it on your profile page.',
    noBlogOther: 'Their writing shows here once they add it.',
    writeBio: 'Write your bio',
    loadingText: 'Loading',
  },
};

addAppWords(userPagesEnglish);
