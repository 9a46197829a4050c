/** What admins read of the audit: the writes made in shadow sessions. */
import * as v from 'valibot';

/** A write an admin made as another player (a shadow session), and how it was answered. */
export const ShadowWriteSchema = v.object({
  id: v.string(),
  /** The admin behind the session; null once their account is gone. */
  shadowed_by: v.nullable(v.object({ id: v.string(), handle: v.string() })),
  /** The player the admin acted as; null once their account is gone. */
  user: v.nullable(v.object({ id: v.string(), handle: v.string() })),
  /** The call's name in the call table (`updateProfile`). */
  call: v.string(),
  method: v.string(),
  path: v.string(),
  request_id: v.string(),
  /** The answer's status; null when the server stopped before answering. */
  status: v.nullable(v.number()),
  created_at: v.string(),
});
export type ShadowWrite = v.InferOutput<typeof ShadowWriteSchema>;
