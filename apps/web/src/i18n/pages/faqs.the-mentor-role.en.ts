import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Mentors make ideas better.',
  body: [
    'Say what you like and what could be improved. The innovator rates your mentoring from 0 to 5; mentors earn the most neurons when the innovator rates it 3 or above. Mentoring cannot be changed once given.',
  ],
};
