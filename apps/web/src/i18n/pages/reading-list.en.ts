import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'A reading list for idea people.',
  body: [
    'How questions shape answers: start with the question-storming method of asking many questions before answering any.',
    'How crowds judge well: read about the wisdom of crowds and why independent opinions matter, which is why ideas stay hidden until a challenge closes.',
  ],
};
