/**
 * Account rules: handles (screen names, which are also the slug of each user's personal
 * platform) and passwords.
 */

import { endsLikeDomain } from './common-tlds.js';
import { type FieldError, type Validated, validated } from './result.js';

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Slugs that are never a user: the spec's reserved ones and the app's own first path segments. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  // The spec: the root platform and skeptic are reserved; these are never treated as users.
  'nervus',
  'skeptic',
  'me',
  'platform',
  'search',
  'rpg',
  'welcome',
  // Built-in platforms and their aliases.
  'www',
  'dev',
  'staging',
  'release',
  'comedy',
  'daily',
  'admin',
  'political',
  'caption',
  'build',
  'lyfe',
  'maine',
  'business',
  'claremont',
  // First path segments of the app's own routes.
  'about',
  'accessibility',
  'account',
  'accounts',
  'api',
  'category',
  'challenges',
  'dashboard',
  'discover-nervus',
  'discovernervus',
  'discussion-forums',
  'dmca',
  'faqs',
  'gdpr',
  'get-support',
  'home',
  'idea',
  'idea-race',
  'introduction',
  'join-the-community',
  'learn',
  'medals',
  'medals-badges',
  'mentor',
  'moved',
  'my-account',
  'my-dashboard',
  'nerve-boards',
  'olympiad',
  'platform-leaderboard',
  'privacy-policy',
  'question-collection',
  'reading-list',
  'scores-stats',
  'send-feedback',
  'sharing',
  'sharing-center',
  'sw.js',
  'terms-of-service',
]);

const HANDLE_PATTERN = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/;

/** Whether a slug is reserved (any case). */
export function isReservedHandle(handle: string): boolean {
  return RESERVED_HANDLES.has(handle.toLowerCase());
}

/**
 * A handle: 3–30 letters, digits, `_ . -`, starting and ending with a letter, digit or `_`,
 * not reserved, and not ending like a domain (`@name.com` would not be a mention).
 *
 * @example validateHandle('ada.lovelace') // { ok: true, value: 'ada.lovelace' }
 * @example validateHandle('admin').ok     // false
 */
export function validateHandle(input: string, field = 'screen_name'): Validated<string> {
  const handle = input.trim();
  const errors: FieldError[] = [];
  if (handle === '') return { ok: false, errors: [{ field, error: 'This field is required' }] };
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH) {
    errors.push({
      field,
      error: `Use ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters.`,
    });
  }
  if (!HANDLE_PATTERN.test(handle)) {
    errors.push({
      field,
      error: 'Use letters, digits, _ . and -, starting and ending with a letter or digit.',
    });
  } else {
    if (endsLikeDomain(handle)) {
      errors.push({ field, error: 'A screen name cannot end like a web address.' });
    }
  }
  if (isReservedHandle(handle)) errors.push({ field, error: 'This screen name is reserved.' });
  return validated(handle, errors);
}

/** A few passwords attackers try first; refused whatever their length. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'letmein1',
  'welcome1',
  'admin123',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  '11111111',
  '00000000',
  'passw0rd',
]);

/**
 * A password: 8–128 characters, not one of the most common ones, not the user's own email or
 * handle.
 */
export function validatePassword(
  password: string,
  context: { readonly email?: string; readonly handle?: string } = {},
  field = 'password',
): Validated<string> {
  const errors: FieldError[] = [];
  if (password === '') return { ok: false, errors: [{ field, error: 'This field is required' }] };
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.push({ field, error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` });
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    errors.push({ field, error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) {
    errors.push({ field, error: 'This password is too common; choose another.' });
  } else if (
    (context.email && lower === context.email.toLowerCase()) ||
    (context.handle && lower === context.handle.toLowerCase())
  ) {
    errors.push({ field, error: 'The password cannot be your email or screen name.' });
  }
  return validated(password, errors);
}
