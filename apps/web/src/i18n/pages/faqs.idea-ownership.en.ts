import type { HelpText } from './page-text.js';

export const pageText: HelpText = {
  lead: 'Who owns an idea?',
  sections: [
    {
      body: [
        'Ideas, questions, comments, mentoring and iterations are published under a public-domain licence by default, so anyone can build on them.',
        'Ideas entered in a private Ask Me Anything stay with their owner.',
        'Until a challenge closes, only an idea’s author can see it: nobody else learns who entered or rated what, or when.',
      ],
    },
  ],
};
