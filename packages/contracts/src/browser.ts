/**
 * What the web app's browser exchanges with the API beside the calls' data: its cookie session
 * (`POST /session`) and reports of its pages' Content-Security-Policy.
 *
 * A report comes in either form browsers send: the `report-uri` one (`application/csp-report`,
 * one violation) or the Reporting API's (`application/reports+json`, a list of reports whose
 * `body` carries the violation). Every field is optional: browsers differ in what they fill in,
 * and the server only logs them.
 */
import * as v from 'valibot';

/** Reports are small; a batch of the Reporting API stays well under this. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;

const text = v.optional(v.pipe(v.string(), v.maxLength(4096)));
const count = v.optional(v.number());

/** The `report-uri` form's violation. */
export const CspViolationSchema = v.object({
  'document-uri': text,
  referrer: text,
  'blocked-uri': text,
  'violated-directive': text,
  'effective-directive': text,
  'original-policy': text,
  disposition: text,
  'source-file': text,
  'line-number': count,
  'column-number': count,
  'status-code': count,
  'script-sample': text,
});

/** One report of the Reporting API; only `csp-violation` ones are about the policy. */
export const ReportSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(100)),
  url: text,
  age: count,
  user_agent: text,
  body: v.optional(v.record(v.string(), v.unknown())),
});

export const CspReportSchema = v.union([
  v.object({ 'csp-report': CspViolationSchema }),
  v.pipe(v.array(ReportSchema), v.maxLength(100)),
]);
export type CspReport = v.InferOutput<typeof CspReportSchema>;

/**
 * `POST /session`: the browser's session is now the HttpOnly cookie the answer set, a shadow
 * session (an admin acting as a player) when `shadowing`.
 */
export const CookieSessionSchema = v.object({
  shadowing: v.boolean(),
  expires_in: v.pipe(v.number(), v.integer()),
});
export type CookieSession = v.InferOutput<typeof CookieSessionSchema>;
