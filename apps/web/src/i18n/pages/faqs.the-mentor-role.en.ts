import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Mentors make ideas better.',
  sections: [
    {
      body: [
        'Mentoring says what you like about an idea and what could be improved. Giving it earns you {{given}} neurons; it cannot be changed once given.',
        'The innovator then rates your mentoring from 0 to 5. Mentors earn the most neurons when the innovator rates it {{fullFrom}} or above, so helpful mentoring pays and drive-by comments do not.',
      ],
      table: 'mentor',
    },
    {
      heading: 'The mentor’s ladder',
      body: [],
      table: 'ranks',
    },
  ],
};
