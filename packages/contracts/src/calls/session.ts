/**
 * What every page's shell asks for: the signed-in user, the feature flags, signing out. A table
 * of their own, so that a page loads neither sign-up's rules nor the administration's schemas
 * with them (their tags stay accounts and flags). The web app's cookie session starts and ends
 * here too.
 */

import { CookieSessionSchema } from '../browser.js';
import { envelope, OkSchema } from '../common.js';
import { FlagsSchema } from '../flags.js';
import { OAuthErrorSchema, RevokeInputSchema } from '../oauth.js';
import { MeDetailedSchema, UserSchema } from '../session.js';
import { defineCalls } from './define.js';

export const sessionCalls = defineCalls({
  flags: {
    method: 'GET',
    path: '/flags',
    summary: 'Feature flags for the current user and platform',
    tag: 'flags',
    auth: 'optional',
    response: envelope(FlagsSchema),
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: 'The signed-in user',
    tag: 'accounts',
    auth: 'user',
    response: envelope(UserSchema),
  },
  meDetailed: {
    method: 'GET',
    path: '/me/detailed',
    summary: 'The signed-in user with profile and admin roles',
    tag: 'accounts',
    auth: 'user',
    response: envelope(MeDetailedSchema),
  },
  revoke: {
    method: 'POST',
    path: '/oauth2/revoke',
    summary:
      'Sign out: revoke the given token, or the one making the call (RFC 7009), JSON or form',
    tag: 'accounts',
    auth: 'optional',
    body: RevokeInputSchema,
    response: OkSchema,
    errorResponse: OAuthErrorSchema,
    rawBody: 'json-or-form',
  },
  startSession: {
    method: 'POST',
    path: '/session',
    summary:
      "The web app's sign-in: the bearer token of the call becomes the browser's HttpOnly session cookie (a shadow session's its shadow cookie), with the CSRF cookie its writes echo",
    tag: 'accounts',
    auth: 'user',
    response: envelope(CookieSessionSchema),
  },
  endSession: {
    method: 'DELETE',
    path: '/session',
    summary:
      "The web app's sign-out: revokes the cookie's session (a shadow session first, leaving the admin's own) and clears its cookies",
    tag: 'accounts',
    auth: 'optional',
    response: OkSchema,
  },
});
