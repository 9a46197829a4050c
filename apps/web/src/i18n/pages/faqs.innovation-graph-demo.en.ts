import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'The innovation graph.',
  sections: [
    {
      body: [
        'A picture of how ideas build on each other: iterations of an idea, the mentoring that shaped them and the challenges they answered. It arrives with a later release.',
      ],
    },
  ],
};
