/**
 * My Account's words. Imported by the components that
 * use them, so they load with those components' routes and never with the first page.
 */
import { addAppWords } from './index.js';

export const accountEnglish = {
  account: {
    mainTitle: 'Your account',
    verified: 'Your email address is confirmed.',
    unverified: 'Your email address is not confirmed yet.',
    resend: 'Send the confirmation mail again',
    resent: 'The mail is on its way.',
    profile: 'Profile',
    security: 'Security',
    email: 'Email Preferences',
    platform: 'Platform Preferences',
    firstName: 'First name',
    lastName: 'Last name',
    bio: 'Bio',
    slogan: 'Slogan',
    interests: 'Interests',
    save: 'Save',
    saved: 'Saved.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed; your other sessions are signed out.',
    digest: 'Digest',
    digestDaily: 'Daily',
    digestWeekly: 'Weekly',
    digestNever: 'Never',
    mentions: 'Mail me when someone mentions me',
    updates: 'Mail me about challenges I play',
    newsletter: 'The Nervus newsletter',
    platformTitle: 'Title',
    platformSlogan: 'Slogan',
    marketingPhrase: 'Marketing phrase',
  },
};

addAppWords(accountEnglish);
