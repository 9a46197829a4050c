/**
 * The built-in transport: events go to this process's hub, or with `REDIS_URL` through one
 * Redis pub/sub channel to the hub of every instance (this one included, so all of them see the
 * same events in the same order). Without Redis an event reaches only this process's streams:
 * several instances need Redis (or Ably).
 */
import type { RealtimeEvent } from '@nervus/contracts';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { eventId, Hub, type HubOptions, type StreamEvent } from './hub.js';
import type { BuiltinRealtime } from './publisher.js';

/** The Redis channel every instance listens on. */
export const REDIS_CHANNEL = 'nervus:realtime';

interface Wire {
  readonly channel: string;
  readonly event: StreamEvent;
}

export interface BuiltinOptions extends HubOptions {
  readonly redisUrl?: string | undefined;
  readonly log?: Logger | undefined;
}

export function builtinRealtime(options: BuiltinOptions = {}): BuiltinRealtime {
  const hub = new Hub(options);
  const now = options.now ?? Date.now;
  const { redisUrl, log } = options;
  if (!redisUrl) {
    return {
      kind: 'builtin',
      hub,
      ready: Promise.resolve(),
      async publish(channel, event, data) {
        const at = now();
        hub.deliver(channel, { id: eventId(at), event, data: JSON.stringify(data), at });
      },
      async close() {
        hub.closeAll();
      },
    };
  }
  // A subscribed connection can do nothing else: one to listen, one to publish.
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl);
  const ready = subscriber.subscribe(REDIS_CHANNEL).then(
    () => undefined,
    (err: unknown) => log?.warn({ err }, 'realtime: subscribing to Redis failed'),
  );
  subscriber.on('message', (from: string, text: string) => {
    if (from !== REDIS_CHANNEL) return;
    try {
      const wire = JSON.parse(text) as Wire;
      hub.deliver(wire.channel, wire.event);
    } catch (err) {
      log?.warn({ err }, 'realtime: an unreadable message on Redis');
    }
  });
  for (const connection of [publisher, subscriber])
    connection.on('error', (err) => log?.warn({ err }, 'realtime: Redis connection error'));
  return {
    kind: 'builtin',
    hub,
    ready,
    async publish(channel: string, event: RealtimeEvent, data: unknown) {
      const at = now();
      const wire: Wire = {
        channel,
        event: { id: eventId(at), event, data: JSON.stringify(data), at },
      };
      await ready;
      try {
        await publisher.publish(REDIS_CHANNEL, JSON.stringify(wire));
      } catch (err) {
        log?.warn({ err, channel, event }, 'realtime: publishing to Redis failed');
      }
    },
    async close() {
      hub.closeAll();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
