/**
 * A challenge's line in lists (the boards, the dashboards' lists and details, the challenge
 * page's header): apart from the challenge page's words, so that a list loads these alone.
 */
import { addAppWords } from './index.js';

export const challengeCardEnglish = {
  challengeCard: {
    endsOn: 'Open until {{date}}',
    ideaCount_one: '{{count}} idea',
    ideaCount_other: '{{count}} ideas',
  },
};

addAppWords(challengeCardEnglish);
