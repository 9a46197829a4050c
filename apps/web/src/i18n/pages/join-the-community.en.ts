import type { PageText } from './page-text.js';

export const pageText: PageText = {
  lead: 'Join the community.',
  body: [
    'Create an account with your email and a screen name. Your screen name is also the address of your own page, where your challenges and medals live.',
  ],
};
