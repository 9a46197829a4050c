/**
 * The realtime path's one interface: `publish(channel, event, data)` to a player's private
 * channel (`gamedash` + id), with two implementations: Ably's REST API when `ABLY_API_KEY` is set
 * (ably.ts), and the API's own Server-Sent Events otherwise (builtin.ts, shared between instances
 * over Redis pub/sub when `REDIS_URL` is set). Publishing is best effort and never throws: the
 * database already holds what an event tells, and the browser reads it again on reconnect.
 */
import type { RealtimeEvent } from '@nervus/contracts';
import type { Hub } from './hub.js';

export interface Publisher {
  publish(channel: string, event: RealtimeEvent, data: unknown): Promise<void>;
}

/** The Ably token request a browser exchanges for a token (ably's `TokenRequest`). */
export interface AblyTokenRequest {
  readonly keyName: string;
  readonly clientId?: string | undefined;
  readonly capability: string;
  readonly timestamp: number;
  readonly nonce: string;
  readonly mac: string;
  readonly ttl?: number | undefined;
}

/** The built-in transport: this process's streams, fed locally or from Redis. */
export interface BuiltinRealtime extends Publisher {
  readonly kind: 'builtin';
  readonly hub: Hub;
  /** Settles once this instance listens for every instance's events (Redis: subscribed). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** Ably: publishes over its REST API and signs token requests with the key. */
export interface AblyRealtime extends Publisher {
  readonly kind: 'ably';
  /** A token request allowing only `subscribe` on the player's own channel. */
  tokenRequest(userId: string): Promise<AblyTokenRequest>;
  close(): Promise<void>;
}

export type Realtime = BuiltinRealtime | AblyRealtime;
