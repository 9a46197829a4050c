/**
 * Realtime: the notifications auth endpoint (what the browser needs to subscribe to its own
 * channel, and only that one) and the built-in transport's event stream. An EventSource sends
 * no headers, so the stream is opened with a stream token in its address: random, stored as a
 * SHA-256, bound to one user's channel, expiring after 30 days (the spec's `notification_token`).
 */
import { randomBytes } from 'node:crypto';
import { callPath, realtimeChannel } from '@nervus/contracts';
import { handlers } from '../../http/endpoint.js';
import { ApiError } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { canSubscribe } from './policy.js';
import { findStreamToken, insertStreamToken } from './queries.js';
import { eventStream } from './stream.js';

/** How long a stream token opens its channel: the spec keeps `notification_token` 30 days. */
export const NOTIFICATION_TOKEN_MS = 30 * 24 * 60 * 60_000;

export const realtimeHandlers = handlers({
  notificationsAuth: async (c, { user }) => {
    const { realtime, db, now } = c.var.deps;
    const channel = realtimeChannel(user.id);
    // A token (request) is for this browser alone: no cache may keep it.
    c.header('Cache-Control', 'no-store');
    if (realtime.kind === 'ably')
      return {
        data: { transport: 'ably', channel, token_request: await realtime.tokenRequest(user.id) },
      };
    const token = randomBytes(32).toString('base64url');
    const time = now();
    const expiresAt = new Date(time.getTime() + NOTIFICATION_TOKEN_MS);
    await insertStreamToken(db, { userId: user.id, channel, token, now: time, expiresAt });
    return {
      data: {
        transport: 'builtin',
        channel,
        notification_token: token,
        expires_at: expiresAt.toISOString(),
        stream_url: `/api${callPath('realtimeStream')}`,
      },
    };
  },

  realtimeStream: async (c, { query }) => {
    const { realtime, db, now } = c.var.deps;
    if (realtime.kind !== 'builtin')
      throw new ApiError(404, 'Events are published through Ably on this server.');
    const time = now();
    const found = await findStreamToken(db, query.token, time);
    // Unknown, forged and expired tokens alike: the browser asks for a new one.
    if (!found) throw new ApiError(401, 'This stream token is not valid; ask for a new one.');
    enforce(canSubscribe(found.userId, found.channel));
    return eventStream({
      hub: realtime.hub,
      channel: found.channel,
      lastEventId: c.req.header('last-event-id') || query.last_event_id || undefined,
      signal: c.req.raw.signal,
      closeInMs: found.expiresAt.getTime() - time.getTime(),
    });
  },
});
