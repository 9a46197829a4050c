/**
 * The notifications pages' words: their frame, tabs and neurons page. The neuron lines, the
 * highlights and the tips keep theirs in `game-dash.en.ts`, as the Game Dash shows them too.
 */
import { addAppWords } from './index.js';

export const notificationsEnglish = {
  notificationsPage: {
    kicker: 'My Dashboard',
    title: 'Notifications',
    lead: 'The neurons you earned, what happened around your ideas and challenges, and tips to earn more.',
    tabs: 'Notifications',
    score: 'Nerve Score',
    neuronLines: 'Neuron entries',
    neuronsEarned: 'Neurons Earned',
    highlights: 'Highlights',
    helpfulTips: 'Helpful Tips',
    highlightsLoading: 'Loading your highlights…',
    neuronsCount_one: '{{count}} entry, newest first',
    neuronsCount_other: '{{count}} entries, newest first',
    neuronsPages: 'your neurons',
    private: 'Notifications are private',
    privateText: 'Only @{{handle}} sees their notifications.',
    yours: 'See your notifications',
  },
};

addAppWords(notificationsEnglish);
