/** Health, flags' administration, analytics and feedback. */
import * as v from 'valibot';
import { TRAIT_MAX_BYTES, TraitInputSchema } from '../analytics.js';
import { envelope, OkSchema } from '../common.js';
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
});
