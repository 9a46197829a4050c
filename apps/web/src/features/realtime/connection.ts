/**
 * The browser's one realtime connection to its player's channel. It asks the notifications auth
 * endpoint what to use and follows the answer: an EventSource on the API's own stream
 * (built-in), or the Ably client, loaded only then (the library never enters a page's initial
 * JS). Either way it hands each event to `onEvent`, and when the connection is lost for good
 * (a refused or expired token, Ably failing) it asks again after a capped, jittered backoff.
 */
import type { NotificationAuth, RealtimeEvent } from '@nervus/contracts';
import { REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { backoffDelay } from './backoff.js';

const EVENTS = Object.values(REALTIME_EVENTS);

/** The part of the Ably module this uses (so tests can hand in their own). */
export interface AblyModule {
  Realtime: new (options: {
    authCallback: (
      params: unknown,
      callback: (error: unknown, tokenRequest: unknown) => void,
    ) => void;
    closeOnUnload?: boolean;
  }) => {
    channels: {
      get(name: string): {
        subscribe(
          listener: (message: { name?: string; data?: unknown; id?: string }) => void,
        ): unknown;
      };
    };
    connection: { on(event: string, listener: () => void): void };
    close(): void;
  };
}

/** A stored stream token, kept until it expires (the spec's `notification_token`, 30 days). */
export interface TokenStore {
  read(): { token: string; expiresAt: string; streamUrl: string; channel: string } | null;
  write(
    value: { token: string; expiresAt: string; streamUrl: string; channel: string } | null,
  ): void;
}

export interface ConnectOptions {
  /** The signed-in player: a stored token of anyone else's channel is never used. */
  readonly userId: string;
  /** POST /notifications/auth. */
  readonly auth: () => Promise<NotificationAuth>;
  readonly onEvent: (event: RealtimeEvent, data: unknown) => void;
  /** The connection is back after a gap: events may have been missed. */
  readonly onResync?: () => void;
  readonly tokens?: TokenStore;
  readonly EventSource?: typeof EventSource;
  readonly loadAbly?: () => Promise<AblyModule>;
  readonly random?: () => number;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export interface Connection {
  close(): void;
}

const loadAblyLazily = () => import('ably') as unknown as Promise<AblyModule>;

export function connectRealtime(options: ConnectOptions): Connection {
  const Source = options.EventSource ?? globalThis.EventSource;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let closed = false;
  let attempt = 0;
  let timer: unknown;
  let source: EventSource | undefined;
  let ably: InstanceType<AblyModule['Realtime']> | undefined;
  let lastEventId: string | undefined;
  let opened = false;

  function retry() {
    if (closed) return;
    const delay = backoffDelay(attempt++, options.random);
    timer = setTimer(() => void start(), delay);
  }

  function deliver(event: string, data: unknown) {
    if ((EVENTS as string[]).includes(event)) options.onEvent(event as RealtimeEvent, data);
  }

  async function builtin(answer: { token: string; streamUrl: string }) {
    const url = new URL(answer.streamUrl, globalThis.location?.href ?? 'http://localhost');
    url.searchParams.set('token', answer.token);
    if (lastEventId) url.searchParams.set('last_event_id', lastEventId);
    const es = new Source(url.toString());
    source = es;
    es.onopen = () => {
      attempt = 0;
      if (opened) options.onResync?.();
      opened = true;
    };
    for (const name of EVENTS)
      es.addEventListener(name, (message) => {
        const event = message as MessageEvent<string>;
        if (event.lastEventId) lastEventId = event.lastEventId;
        try {
          deliver(name, JSON.parse(event.data));
        } catch {
          // An event this page cannot read is skipped; the next refetch shows its effect.
        }
      });
    es.onerror = () => {
      // EventSource retries a dropped connection itself (with Last-Event-ID); it gives up only
      // when the server refuses the stream (an expired or revoked token): then ask again.
      if (es.readyState !== Source.CLOSED) return;
      es.close();
      if (source === es) source = undefined;
      options.tokens?.write(null);
      retry();
    };
  }

  async function viaAbly(channel: string) {
    const Ably = await (options.loadAbly ?? loadAblyLazily)();
    if (closed) return;
    const client = new Ably.Realtime({
      // Each token Ably needs (the first, and each renewal) comes from our server.
      authCallback: (_params, callback) => {
        options.auth().then(
          (answer) =>
            answer.transport === 'ably'
              ? callback(null, answer.token_request)
              : callback(new Error('the server no longer uses Ably'), null),
          (error: unknown) => callback(error, null),
        );
      },
      closeOnUnload: true,
    });
    ably = client;
    client.connection.on('connected', () => {
      attempt = 0;
      if (opened) options.onResync?.();
      opened = true;
    });
    // Ably reconnects by itself; once it gives up (failed), start over after the backoff.
    client.connection.on('failed', () => {
      client.close();
      if (ably === client) ably = undefined;
      retry();
    });
    client.channels.get(channel).subscribe((message) => {
      if (message.name) deliver(message.name, message.data);
    });
  }

  async function start() {
    if (closed) return;
    try {
      const stored = options.tokens?.read();
      const mine = stored?.channel === realtimeChannel(options.userId);
      if (stored && mine && Date.parse(stored.expiresAt) > now() + 60_000) {
        await builtin({ token: stored.token, streamUrl: stored.streamUrl });
        return;
      }
      const answer = await options.auth();
      if (closed) return;
      if (answer.transport === 'builtin') {
        options.tokens?.write({
          token: answer.notification_token,
          expiresAt: answer.expires_at,
          streamUrl: answer.stream_url,
          channel: answer.channel,
        });
        await builtin({ token: answer.notification_token, streamUrl: answer.stream_url });
      } else await viaAbly(answer.channel);
    } catch {
      retry();
    }
  }

  void start();
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimer(timer);
      source?.close();
      ably?.close();
    },
  };
}
