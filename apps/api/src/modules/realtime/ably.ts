/**
 * Ably, when `ABLY_API_KEY` is set: events are published with its REST API, and a browser is
 * given a token request (signed here, with no network: ably's `auth.createTokenRequest`) whose
 * capability is exactly `subscribe` on its player's channel, so the token Ably issues for it
 * opens no other channel and cannot publish. The key itself never leaves the server.
 */
import { realtimeChannel } from '@nervus/contracts';
import * as Ably from 'ably';
import type { Logger } from 'pino';
import type { AblyRealtime } from './publisher.js';

/** How long a token issued for a token request lasts; the client asks again before it ends. */
export const ABLY_TOKEN_TTL_MS = 60 * 60_000;

export interface AblyOptions {
  readonly key: string;
  readonly log?: Logger | undefined;
  /** Another REST endpoint (tests: a local server). */
  readonly restHost?: string | undefined;
  readonly port?: number | undefined;
  readonly tls?: boolean | undefined;
}

/** The capability of a player's token: subscribe to their own channel, nothing else. */
export function ablyCapability(userId: string): Record<string, ['subscribe']> {
  return { [realtimeChannel(userId)]: ['subscribe'] };
}

export function ablyRealtime(options: AblyOptions): AblyRealtime {
  const rest = new Ably.Rest({
    key: options.key,
    // A publish the library retries on a fallback host is still delivered once.
    idempotentRestPublishing: true,
    // Token requests carry this machine's time: signing asks nothing of Ably's clock.
    queryTime: false,
    // JSON rather than MessagePack: a few small events, readable wherever they are logged.
    useBinaryProtocol: false,
    ...(options.restHost
      ? {
          endpoint: options.restHost,
          ...(options.port === undefined ? {} : { port: options.port, tlsPort: options.port }),
          tls: options.tls ?? true,
          fallbackHosts: [],
        }
      : {}),
  });
  const { log } = options;
  return {
    kind: 'ably',
    async publish(channel, event, data) {
      try {
        await rest.channels.get(channel).publish(event, data);
      } catch (err) {
        log?.warn({ err, channel, event }, 'realtime: publishing to Ably failed');
      }
    },
    tokenRequest(userId) {
      return rest.auth.createTokenRequest({
        clientId: userId,
        capability: ablyCapability(userId),
        ttl: ABLY_TOKEN_TTL_MS,
      });
    },
    // The REST client holds no connection of its own.
    async close() {},
  };
}
