/**
 * The Top 3's words: the catalyst's picker and the Top 3 shown in results and dashboards. Apart from the challenge page's words (`challenge.en.ts`), so that they load with the
 * parts that show them.
 */
import { addAppWords } from './index.js';

export const top3English = {
  top3: {
    title: 'Your Top 3',
    lead: 'Pick up to three ideas. A new pick pushes out the third; the crowd’s favourites fill empty places.',
    current: 'Top 3',
    picked: 'your pick',
    crowd: 'the crowd’s choice',
    none: 'No ideas yet.',
    all: 'Ideas to pick from',
    pick: 'Pick “{{title}}”',
    isPicked: 'Picked',
  },
};

addAppWords(top3English);
