/**
 * Realtime: each player's private channel (`gamedash` + their id) and the events the server
 * publishes there, and the notifications auth answer that lets a browser subscribe to its own
 * channel only, on Ably or on the API's built-in event stream.
 */
import * as v from 'valibot';
import { BrainSchema } from './brain.js';
import { IdSchema, TimestampSchema } from './common.js';
import { HighlightSchema } from './highlights.js';

/** The events of a player's channel, by the spec's names. */
export const REALTIME_EVENTS = {
  neuronEarned: 'brain__neuron-earned',
  scoreUpdated: 'brain__score-updated',
  highlight: 'gamedash-highlights',
} as const;

export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/**
 * A player's private channel.
 *
 * @example realtimeChannel('5f0c…') // 'gamedash5f0c…'
 */
export function realtimeChannel(userId: string): string {
  return `gamedash${userId}`;
}

/** `brain__neuron-earned`: one award, as the player's own history shows it. */
export const LiveNeuronSchema = v.object({
  points: v.number(),
  role: v.string(),
  /** The award's reason (`idea-rated`). */
  type: v.string(),
  /** Whether the player's own action earned it, or someone else's. */
  user_origin: v.picklist(['you', 'others']),
  meaningful_name: v.string(),
  /** When the event that paid it happened, as the player's history dates it. */
  event_created: TimestampSchema,
  challenge_title: v.nullable(v.string()),
  challenge_slug: v.nullable(v.string()),
  point_created_at: TimestampSchema,
});
export type LiveNeuron = v.InferOutput<typeof LiveNeuronSchema>;

/** `brain__score-updated`: the player's brain in one role (or overall) after an award. */
export const LiveScoreSchema = BrainSchema;
export type LiveScore = v.InferOutput<typeof LiveScoreSchema>;

/** `gamedash-highlights`: one highlight, as `GET /gamedash/{id}/highlights` lists it. */
export const LiveHighlightSchema = HighlightSchema;
export type LiveHighlight = v.InferOutput<typeof LiveHighlightSchema>;

/**
 * An Ably token request (what `auth.createTokenRequest` answers), signed by the server with its
 * key: the browser's Ably client exchanges it for a token with exactly this capability.
 */
export const AblyTokenRequestSchema = v.object({
  keyName: v.string(),
  clientId: v.optional(v.string()),
  capability: v.string(),
  timestamp: v.number(),
  nonce: v.string(),
  mac: v.string(),
  ttl: v.optional(v.number()),
});

/**
 * `POST /notifications/auth`: how to subscribe to one's own channel. Built-in: a stream token
 * (`notification_token`, kept by the browser until `expires_at`) for `stream_url`. Ably: a token
 * request limited to subscribing to that channel.
 */
export const NotificationAuthSchema = v.variant('transport', [
  v.object({
    transport: v.literal('builtin'),
    channel: v.string(),
    notification_token: v.string(),
    expires_at: TimestampSchema,
    /** The event stream, under `/api`, to open with `?token=`. */
    stream_url: v.string(),
  }),
  v.object({
    transport: v.literal('ably'),
    channel: v.string(),
    token_request: AblyTokenRequestSchema,
  }),
]);
export type NotificationAuth = v.InferOutput<typeof NotificationAuthSchema>;

export const RealtimeStreamQuerySchema = v.object({
  token: v.pipe(v.string(), v.minLength(1, 'A stream token is required.'), v.maxLength(200)),
  /**
   * The last event seen, for a stream opened anew (an EventSource sends `Last-Event-ID` itself
   * only when it reconnects on its own); the header wins when both are sent.
   */
  last_event_id: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

/** The user a channel belongs to, or null for a name that is not a player's channel. */
export function channelOwner(channel: string): string | null {
  const id = channel.startsWith('gamedash') ? channel.slice('gamedash'.length) : '';
  return v.is(IdSchema, id) ? id : null;
}
