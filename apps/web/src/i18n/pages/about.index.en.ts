import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Nervus is a crowd idea tournament: a place where good questions meet better ideas.',
  body: [
    'A catalyst asks a question that starts with How or What and has a could in it. Innovators answer with ideas that stay hidden until the question closes, so nobody copies and nobody is swayed by the crowd.',
    'Raters rate the ideas, mentors say what they like and what could be better, and scouts bring in the people who answer best. When the question closes, the ideas are revealed and ranked, the catalyst’s Top 3 and the Community Top 5 earn bonuses, and prize money is paid out exactly.',
    'Every action earns neurons. Neurons add up to a Nerve Score, a brain level from 0 to 100 and a rank in each role.',
  ],
};
