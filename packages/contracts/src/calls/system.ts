/** Health, flags' administration, analytics, feedback and browsers' policy reports. */
import * as v from 'valibot';
import { TRAIT_MAX_BYTES, TraitInputSchema } from '../analytics.js';
import { ShadowWriteSchema } from '../audit.js';
import { CSP_REPORT_MAX_BYTES, CspReportSchema } from '../browser.js';
import { envelope, listEnvelope, OkSchema, PageQuerySchema } from '../common.js';
import { OutboxMailSchema, OutboxQuerySchema } from '../email.js';
import { FeedbackInputSchema } from '../feedback.js';
import { AdminFlagSchema, FlagUpdateInputSchema } from '../flags.js';
import { HealthSchema } from '../health.js';
import { defineCalls } from './define.js';

export const systemCalls = defineCalls({
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database health',
    tag: 'system',
    auth: 'none',
    response: envelope(HealthSchema),
  },
  openApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This table of calls as an OpenAPI 3.1 document',
    tag: 'system',
    auth: 'none',
    response: v.record(v.string(), v.unknown()),
  },
  adminFlags: {
    method: 'GET',
    path: '/admin/flags',
    summary: 'Admins: every flag with its overrides',
    tag: 'flags',
    auth: 'admin',
    response: envelope(v.array(AdminFlagSchema)),
  },
  shadowWrites: {
    method: 'GET',
    path: '/admin/shadow-writes',
    summary:
      'Admins: the writes made in shadow sessions (an admin acting as a player), newest first',
    tag: 'admin',
    auth: 'admin',
    query: PageQuerySchema,
    response: listEnvelope(ShadowWriteSchema),
  },
  adminOutbox: {
    method: 'GET',
    path: '/admin/outbox',
    summary:
      'Admins: the mail outbox, newest first (without SMTP_URL the mail stays here: this is where it is read)',
    tag: 'admin',
    auth: 'admin',
    query: OutboxQuerySchema,
    response: listEnvelope(OutboxMailSchema),
  },
  updateFlag: {
    method: 'PUT',
    path: '/admin/flags/{key}',
    summary: "Admins: change a flag's default, or set it for a platform or a user",
    tag: 'flags',
    auth: 'admin',
    body: FlagUpdateInputSchema,
    response: envelope(AdminFlagSchema),
  },
  feedback: {
    method: 'POST',
    path: '/feedback',
    summary: 'Send feedback to the team (visitors too)',
    tag: 'feedback',
    auth: 'optional',
    body: FeedbackInputSchema,
    response: OkSchema,
    status: 201,
  },
  trait: {
    method: 'POST',
    path: '/nerves/trait',
    summary: 'Record an analytics event',
    tag: 'analytics',
    auth: 'optional',
    body: TraitInputSchema,
    maxBodyBytes: TRAIT_MAX_BYTES,
    response: OkSchema,
    status: 202,
  },
  cspReport: {
    method: 'POST',
    path: '/csp-report',
    summary:
      "A browser's report of a Content-Security-Policy violation on the web app's pages (report-uri and Reporting API forms), logged",
    tag: 'system',
    auth: 'none',
    body: CspReportSchema,
    rawBody: 'reports',
    maxBodyBytes: CSP_REPORT_MAX_BYTES,
    response: OkSchema,
    status: 202,
  },
});
