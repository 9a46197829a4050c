/**
 * The early end's words (its card, its confirmation, its page's way back): apart from the
 * challenge page's words (`challenge.en.ts`), so that `challenges/{c}/end` loads these alone.
 */
import { addAppWords } from './index.js';

export const challengeEndEnglish = {
  challengeEnd: {
    title: 'End the challenge',
    lead: 'Ending ranks the ideas, reveals them and pays every player. It cannot be undone.',
    end: 'End challenge now',
    confirm: 'End this challenge now? Ideas will be ranked and revealed.',
    ended: 'The challenge has ended.',
    back: 'Back to the challenge',
  },
};

addAppWords(challengeEndEnglish);
