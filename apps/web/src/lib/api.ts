/**
 * The app's one API client and what the app can see of its session. The session itself is an
 * HttpOnly cookie the server sets and clears (`POST` and `DELETE /api/session`): no script here
 * ever holds it after signing in. Everything the browser offers reaches the client here; the
 * confirmation of shadow-mode writes uses the words of the i18n file.
 */
import {
  browserEnvironment,
  CSRF_COOKIE,
  createApiClient,
  readCookie,
  SHADOWING_COOKIE,
  writeCookie,
} from '@nervus/api-client';
import { i18n } from '../i18n/index.js';
import { breadcrumbs } from './breadcrumbs.js';

/**
 * Set while this page hands its session over to the next document (an admin's shadowing: the
 * shadowed player's dashboard loads anew). From the moment the shadow session's cookie can arrive
 * this page still holds the admin's reads and still runs its own work (a realtime connection
 * started once the page was idle asks for a stream token): a write it sends then is refused
 * without asking. Asked, the shadow-mode question came from a page on its way out, about a change
 * nobody made, and in Chrome the next document waits behind the open dialog.
 */
let handingOver = false;

export const api = createApiClient(
  browserEnvironment({
    confirm: async () => !handingOver && window.confirm(i18n.t('shadow.confirm')),
    // A report carries the failures swallowed before it (lib/breadcrumbs.ts).
    report: (error, context) => console.error(error, { ...context, breadcrumbs: breadcrumbs() }),
  }),
);

/**
 * Turns a token (signing in or up, shadowing, a token in the address) into the browser's
 * session: the server keeps it in its HttpOnly cookie, a shadow session's in its own.
 */
export async function startSession(token: string): Promise<void> {
  await api.call('startSession', { headers: { Authorization: `Bearer ${token}` } });
}

/**
 * Starts a session for the next document, which the caller loads at once (a document
 * navigation): this page sends no shadow-mode write meanwhile (see `handingOver`). When the
 * session does not start, this page carries on as before.
 */
export async function startSessionForNextPage(token: string): Promise<void> {
  handingOver = true;
  try {
    await startSession(token);
  } catch (error) {
    handingOver = false;
    throw error;
  }
}

/**
 * Ends the session, a shadow session first: the server revokes it and clears its cookies (only
 * the shadow's when shadowing: the admin stays signed in). When the server cannot be reached,
 * the app forgets the session all the same.
 */
export async function endSession(): Promise<void> {
  await api.call('endSession').catch(forgetSession);
}

/**
 * Forgets the readable marks of a session the server no longer knows (a 401): the HttpOnly
 * cookie left behind only makes the browser's requests a visitor's until the next sign-in.
 */
export function forgetSession(): void {
  writeCookie(CSRF_COOKIE, null);
  writeCookie(SHADOWING_COOKIE, null);
}

/** A session is there: the server set its CSRF cookie with it. */
export function hasSession(): boolean {
  return readCookie(CSRF_COOKIE) !== null;
}

export function isShadowing(): boolean {
  return readCookie(SHADOWING_COOKIE) !== null;
}
