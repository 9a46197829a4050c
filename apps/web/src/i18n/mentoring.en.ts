/**
 * Mentoring's words: giving and rating feedback, the mentor's board. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const mentoringEnglish = {
  mentoring: {
    give: 'Mentor this idea',
    like: 'What I like',
    improve: 'What could be improved',
    final: 'Mentoring cannot be changed once sent.',
    loading: 'Loading…',
    send: 'Send mentoring',
    sent_one: 'Mentoring sent. You earned {{count}} neuron.',
    sent_other: 'Mentoring sent. You earned {{count}} neurons.',
    received: 'Mentoring received',
    rate: 'How helpful was this mentoring?',
    yourRating: 'Rated: {{label}}',
    thanks: 'Thanks for rating the mentoring.',
    toRate_one: '{{count}} mentoring to rate',
    toRate_other: '{{count}} mentorings to rate',
    toRateTitle: 'Rate the mentoring on “{{title}}”',
    lowHint:
      'Ratings under 4 lower what this mentor earns. If the feedback just is not for you, you can skip it instead and rate it later.',
    rateAnyway: 'Rate anyway',
    skip: 'Skip for now',
    submitRate: 'Rate this mentoring',
    allRated: 'You have rated all the mentoring you received here.',
    allSkipped: 'You skipped the rest; it will be here again next time.',
    none: 'No mentoring yet. Mentors give feedback while the challenge is open.',
    yourMentoring: 'Mentoring on your ideas',
    scale: {
      0: 'Not helpful',
      1: 'Not very helpful but thanks',
      2: 'Somewhat helpful',
      3: 'Helpful',
      4: 'Useful nice insight',
      5: 'Wow changed my point of view',
    },
  },
  mentorBoard: {
    title: 'Mentoring',
    given: 'Given',
    received: 'Received',
    notRated: 'Not rated by the innovator yet.',
    empty: {
      given: 'You have not mentored an idea yet. Rate ideas in an open challenge and mentor them.',
      received: 'No mentoring on your ideas yet.',
    },
  },
};

addAppWords(mentoringEnglish);
