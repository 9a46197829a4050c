import * as v from 'valibot';
import { REQUIRED } from './common.js';

/** The largest analytics event accepted, in bytes of JSON. */
export const TRAIT_MAX_BYTES = 8 * 1024;

const PropertyValue = v.union([
  v.pipe(v.string(), v.maxLength(500)),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  v.null(),
]);

/** `POST /nerves/trait`: one analytics event. */
export const TraitInputSchema = v.strictObject({
  fingerprint: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(128)),
  type: v.picklist(['track', 'page', 'identify'], 'Type must be track, page or identify.'),
  event: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(100)),
  context: v.optional(
    v.strictObject({
      version: v.optional(v.pipe(v.string(), v.maxLength(32))),
      page: v.optional(
        v.strictObject({
          path: v.optional(v.pipe(v.string(), v.maxLength(500))),
          referrer: v.optional(v.pipe(v.string(), v.maxLength(2000))),
        }),
      ),
      origin: v.optional(v.pipe(v.string(), v.maxLength(200))),
      properties: v.optional(
        v.pipe(
          v.record(v.pipe(v.string(), v.maxLength(50)), PropertyValue),
          v.check((record) => Object.keys(record).length <= 30, 'At most 30 properties.'),
        ),
      ),
    }),
  ),
  sent_at: v.pipe(v.string(), v.isoTimestamp('Must be an ISO date-time.')),
});
export type TraitInput = v.InferOutput<typeof TraitInputSchema>;
