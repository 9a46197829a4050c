/**
 * My Progress's words: the section's frame, the Nerve Score bar, the brain-level board and the
 * help page's demos. Imported by the components that use them.
 */
import { addAppWords } from './index.js';

export const brainBoardEnglish = {
  myProgress: {
    notYours: 'My Progress shows your own progress only.',
    yours: 'Go to your progress',
  },
};

addAppWords(brainBoardEnglish);
