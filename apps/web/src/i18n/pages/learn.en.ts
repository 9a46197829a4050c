import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Learn the game.',
  body: ['Read how scoring works, what each role does and how tournaments pay out in the FAQs.'],
};
