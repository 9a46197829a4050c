/**
 * The send-feedback page's words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const feedbackEnglish = {
  feedback: {
    title: 'Send Feedback',
    lead: 'Tell us what works, what does not, and what you wish Nervus did. We read every message.',
    about: 'About',
    feedback: 'Your feedback',
    email: 'Your email (so we can answer)',
    send: 'Send Feedback',
    sent: 'Thank you! Your feedback is with the team.',
    pageNotFound: 'We could not find the page {{path}}. Tell us where you expected it to lead.',
  },
};

addAppWords(feedbackEnglish);
