/**
 * What the web app's browser needs beside the API's calls: its session as HttpOnly cookies
 * (http/session-cookie.ts, decision 12) and the reports of its pages' Content-Security-Policy.
 */
import { CspReportSchema } from '@nervus/contracts';
import * as v from 'valibot';
import { bearerToken, hashToken, signedInAs } from '../../http/auth.js';
import { handlers } from '../../http/endpoint.js';
import { ApiError, fieldErrors } from '../../http/errors.js';
import { enforceLimit } from '../../http/limits.js';
import { changeSessionCookies, sessionCookies } from '../../http/session-cookie.js';
import { signOut } from '../accounts/commands.js';
import { violations } from './csp.js';

/** A page in a loop of violations must not flood the log: per address, beside the write limit. */
const CSP_REPORTS_PER_MINUTE = [30, 60_000] as const;

const REPORT_TYPES = new Set([
  'application/csp-report',
  'application/reports+json',
  'application/json',
]);

const OK = { data: { ok: true as const } };

export const browserHandlers = handlers({
  startSession: async (c, { user }) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) {
      throw new ApiError(400, 'Send the token to keep as the Authorization: Bearer header.');
    }
    const { db, now } = c.var.deps;
    const time = now();
    const signedIn = await signedInAs(db, hashToken(token), time);
    // authenticate found this very session a moment ago; a revocation in between ends it here.
    if (!signedIn || signedIn.user.id !== user.id) throw new ApiError(401, 'You need to sign in.');
    const maxAge = Math.floor((signedIn.expiresAt - time.getTime()) / 1000);
    const shadowing = signedIn.session.shadowedBy !== null;
    if (shadowing) {
      // The CSRF value stays bound to the admin's own session when the browser has one.
      const own = sessionCookies(c.req.header('cookie')).session;
      changeSessionCookies(c, {
        shadow: { token, maxAge },
        ...(own ? {} : { csrf: { token, maxAge } }),
      });
    } else {
      // A new sign-in ends any shadowing this browser was doing.
      changeSessionCookies(c, {
        session: { token, maxAge },
        shadow: null,
        csrf: { token, maxAge },
      });
    }
    c.header('Cache-Control', 'no-store');
    return { data: { shadowing, expires_in: maxAge } };
  },

  endSession: async (c) => {
    const { db, now } = c.var.deps;
    const cookies = sessionCookies(c.req.header('cookie'));
    if (cookies.shadow) {
      // Stopping a shadow session leaves the admin signed in as themselves.
      await signOut(db, cookies.shadow, now());
      changeSessionCookies(c, { shadow: null, ...(cookies.session ? {} : { csrf: null }) });
    } else {
      if (cookies.session) await signOut(db, cookies.session, now());
      changeSessionCookies(c, { session: null, shadow: null, csrf: null });
    }
    return OK;
  },

  cspReport: async (c) => {
    await enforceLimit(c, `csp-report:${c.var.clientIp}`, CSP_REPORTS_PER_MINUTE);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!REPORT_TYPES.has(type)) {
      throw new ApiError(
        415,
        'Send a report as application/csp-report or application/reports+json.',
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(422, 'Validation failed', [
        { field: '*', error: 'The report is not JSON.' },
      ]);
    }
    const parsed = v.safeParse(CspReportSchema, body);
    if (!parsed.success) throw new ApiError(422, 'Validation failed', fieldErrors(parsed.issues));
    for (const violation of violations(parsed.output)) {
      c.var.log.warn({ csp: violation }, 'content security policy violation');
    }
    return OK;
  },
});
