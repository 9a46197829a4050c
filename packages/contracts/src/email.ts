/**
 * Mail to players: what kinds of mail a player can turn off (each with its own unsubscribe
 * link), the one-click unsubscribe (RFC 8058) and the admins' view of the outbox.
 */
import * as v from 'valibot';
import { IdSchema, PageQuerySchema, TimestampSchema } from './common.js';

/**
 * The kinds of mail a player may turn off, each by one preference: notification mail about
 * mentions and replies (`email.mentions`), about their challenges and game
 * (`email.challenge_updates`), and the digest (`email.digest`, daily or weekly).
 */
export const UNSUBSCRIBE_KINDS = ['mentions', 'challenge_updates', 'digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The random token of an unsubscribe link (43 base64url characters). */
export const UnsubscribeQuerySchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not valid.')),
});

/**
 * What an unsubscribe link turns off. `GET` tells it without changing anything; `POST` (the
 * mail client's one-click, or the page's button) turns it off: `done` is false when the link was
 * already used.
 */
export const UnsubscribeSchema = v.object({
  kind: v.picklist(UNSUBSCRIBE_KINDS),
  done: v.boolean(),
});
export type Unsubscribe = v.InferOutput<typeof UnsubscribeSchema>;

/** A mail of the outbox as admins see it (`GET /admin/outbox`). */
export const OutboxMailSchema = v.object({
  id: IdSchema,
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: TimestampSchema,
  /** Not sent before this (quiet hours, a retry's backoff). */
  send_after: TimestampSchema,
  /** When it was handed to the SMTP server, kept in the outbox (no SMTP) or skipped. */
  sent_at: v.nullable(TimestampSchema),
  /**
   * `smtp`, `outbox` (no SMTP_URL: kept here), `skipped` (the player turned that mail off, or
   * their address, before it went), or null while waiting.
   */
  delivered_by: v.nullable(v.picklist(['smtp', 'outbox', 'skipped'])),
  attempts: v.number(),
  last_error: v.nullable(v.string()),
});
export type OutboxMail = v.InferOutput<typeof OutboxMailSchema>;

export const OUTBOX_STATES = ['all', 'waiting', 'sent', 'failed'] as const;

/** `GET /admin/outbox`: a page of mail, newest first, optionally only waiting, sent or failed ones. */
export const OutboxQuerySchema = v.object({
  ...PageQuerySchema.entries,
  state: v.optional(v.picklist(OUTBOX_STATES), 'all'),
});
