/** Realtime: the notifications auth endpoint and the built-in transport's event stream. */
import { envelope } from '../common.js';
import { NotificationAuthSchema, RealtimeStreamQuerySchema } from '../realtime.js';
import { BytesSchema, defineCalls } from './define.js';

export const realtimeCalls = defineCalls({
  notificationsAuth: {
    method: 'POST',
    path: '/notifications/auth',
    summary:
      'What the browser needs to subscribe to its own channel (gamedash + user id) only: an Ably token request limited to subscribing to it, or a built-in stream token kept 30 days',
    tag: 'realtime',
    auth: 'user',
    response: envelope(NotificationAuthSchema),
  },
  realtimeStream: {
    method: 'GET',
    path: '/realtime/stream',
    summary:
      "The built-in transport: one's channel as Server-Sent Events (`token` from /notifications/auth; EventSource sends no headers), with heartbeats and Last-Event-ID resume",
    tag: 'realtime',
    auth: 'none',
    query: RealtimeStreamQuerySchema,
    response: BytesSchema,
    produces: 'text/event-stream',
  },
});
