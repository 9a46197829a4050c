/**
 * A meme caption's words (the entry form of a meme challenge). Apart from the challenge page's words (`challenge.en.ts`), so that they load with the
 * parts that show them.
 */
import { addAppWords } from './index.js';

export const memeEnglish = {
  meme: {
    caption: 'Your caption',
    preview: 'Your meme: the challenge image with your caption',
    hint: 'This is how players will see your caption. It is saved as a 500 px image when you submit.',
  },
};

addAppWords(memeEnglish);
