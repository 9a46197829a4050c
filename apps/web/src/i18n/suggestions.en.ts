/**
 * The suggestion boxes' words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const suggestionsEnglish = {
  suggestions: {
    title: 'Ask @{{handle}} anything',
    counts_one: '{{count}} question received, {{answered}} answered',
    counts_other: '{{count}} questions received, {{answered}} answered',
    noBox: '@{{handle}} has not opened a suggestion box yet.',
    /** The way to fund the box's owner (the pay page's words are money's). */
    fundLink: 'Fund @{{handle}}',
    noBoxYours: 'You have not opened your suggestion box yet.',
    openYours: 'Open your suggestion box',
    visitYours: 'Go to your suggestion box',
    answerInDashboard: 'Answer the questions in your dashboard',
    signInToAsk: 'Sign in to ask a question',
    ask: 'Ask @{{handle}} a question or make a suggestion',
    questionTitle: 'Your question or suggestion',
    questionDescription: 'More detail (optional)',
    privacy:
      'Only you and the box’s owner see your question until it is answered; once answered, question and answer are public.',
    send: 'Send',
    yourWaiting: 'Your questions waiting for an answer',
    answeredList: 'Answered questions',
    noneAnswered: 'No answered questions yet.',
    open: 'Open “{{title}}”',
    askedBy: 'Asked by @{{handle}} on {{date}}',
    answerOf: 'Answer to “{{title}}”',
    answerFrom: 'Answer from @{{handle}}',
    whatILike: 'What I like',
    whatILikeOptional: 'What I like about it (optional)',
    waiting: 'Waiting for an answer',
    answer: 'Your answer',
    answerTitle: 'Answer “{{title}}”',
    final: 'An answer cannot be changed once sent.',
    sendAnswer: 'Send answer',
    answered_one: 'Answer sent. You earned {{count}} neuron.',
    answered_other: 'Answer sent. You earned {{count}} neurons.',
    rate: 'How helpful was this answer?',
    rated: 'Answer rated: {{label}}',
    thanksForRating: 'Thanks for rating the answer.',
    sendRating: 'Rate this answer',
    openTitle: 'Open your suggestion box',
    openLead:
      'Anyone signed in can then ask you anything or make a suggestion. You answer each question once; answered questions are public.',
    intro: 'A short introduction for your visitors',
    openSubmit: 'Open my suggestion box',
    signInToOpen: 'Sign in to open your suggestion box',
    onlyYours: 'You can only open your own suggestion box.',
    alreadyOpen: 'Your suggestion box is open.',
    sentTitle: 'Question sent',
    sentLead: 'Your question is on its way to @{{handle}}. The answer will show here once given.',
    seeQuestion: 'See your question',
    yourSent: 'All the questions you sent',
    backToBox: 'Back to @{{handle}}’s suggestion box',
    notFoundTitle: 'Question not found',
    notFound:
      'This question does not exist, or it is waiting for an answer and only its asker and the box’s owner can see it.',
    receivedTitle: 'Questions in your suggestion box',
    show: 'Show',
    state: { all: 'All', pending: 'Waiting for an answer', answered: 'Answered' },
    noneReceived: 'No questions here yet.',
    sentTitleList: 'Questions you sent',
    sentTo: 'Your questions to @{{handle}}',
    allSent: 'All the questions you sent',
    noneSent: 'You have not sent a question yet. Visit a player’s page and ask them anything.',
    statusAnswered: 'Answered on {{date}}',
    boxOf: '@{{handle}}’s box',
  },
};

addAppWords(suggestionsEnglish);
