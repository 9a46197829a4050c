/** The unsubscribe page's words (the link at the foot of every mail). */
import { addAppWords } from './index.js';

export const unsubscribeEnglish = {
  unsubscribe: {
    title: 'Unsubscribe',
    checking: 'Checking your link…',
    kind: {
      mentions: 'mail about feedback and new followers',
      challenge_updates: 'mail about your challenges and game',
      digest: 'the digest',
    },
    confirm: 'Stop sending you {{kind}}?',
    confirmLead: 'You can turn it on again in your email preferences at any time.',
    button: 'Unsubscribe',
    done: 'Done: we no longer send you {{kind}}.',
    used: 'This link was already used: we stopped sending you {{kind}} then.',
    invalid:
      'This unsubscribe link is not valid. Copy the whole link from the mail, or sign in and choose what we send.',
    failed: 'That did not work: {{message}}',
    preferences: 'Email preferences',
  },
};

addAppWords(unsubscribeEnglish);
