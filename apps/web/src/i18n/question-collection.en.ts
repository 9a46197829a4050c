/** The question collection (`/question-collection`, `/{slug}/question-collection`): a page other sites frame. */
import { addAppWords } from './index.js';

export const questionCollectionEnglish = {
  questionCollection: {
    title: 'Open questions',
    titleOf: 'Open questions from @{{handle}}',
    titleOn: 'Open questions on {{platform}}',
    lead: 'Answer one with your idea: each opens on {{brand}} in a new tab.',
    list: 'Open questions',
    answer: 'Answer',
    answerLabel: 'Answer “{{title}}” on {{brand}} (opens in a new tab)',
    loading: 'Loading the questions',
    empty: 'No open questions right now',
    emptyHint: 'New questions show here as soon as they are posted.',
    notFound: 'Nothing to show here',
    notFoundHint: 'No player or platform goes by this name.',
    failed: 'The questions could not be loaded',
    failedHint: 'Try again in a moment.',
    retry: 'Try again',
    poweredBy: 'Powered by',
  },
};

addAppWords(questionCollectionEnglish);
