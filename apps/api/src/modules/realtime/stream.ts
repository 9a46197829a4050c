/**
 * One Server-Sent Events stream of a channel (the built-in transport): the events missed since
 * `Last-Event-ID`, then each new one as it is delivered, a comment line as a heartbeat so
 * proxies and the browser keep the connection, and the end when the token expires or the
 * client goes.
 */
import type { Hub, StreamEvent } from './hub.js';

/** Heartbeat: often enough for proxies that drop idle connections after 30-60 s. */
export const HEARTBEAT_MS = 25_000;

/** How long the browser's EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;

const encoder = new TextEncoder();

/** The SSE frame of an event; its data is one JSON line (JSON has no raw newlines). */
export function frameOf(event: StreamEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${event.data}\n\n`;
}

export interface StreamOptions {
  readonly hub: Hub;
  readonly channel: string;
  readonly lastEventId: string | undefined;
  /** The request's signal: the client went away. */
  readonly signal: AbortSignal;
  /** When the stream's token expires: the stream ends then and the browser asks for another. */
  readonly closeInMs: number;
  readonly heartbeatMs?: number;
}

/** The `text/event-stream` answer. */
export function eventStream(options: StreamOptions): Response {
  const { hub, channel, lastEventId, signal } = options;
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      const send = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const subscription = hub.subscribe(
        channel,
        lastEventId,
        (event) => send(frameOf(event)),
        () => stop(true),
      );
      const heartbeat = setInterval(
        () => send(': heartbeat\n\n'),
        options.heartbeatMs ?? HEARTBEAT_MS,
      );
      // setTimeout holds at most ~24.8 days; a longer-lived token's stream ends then instead.
      const expiry = setTimeout(() => stop(true), Math.min(options.closeInMs, 2 ** 31 - 1));
      function stop(close = false) {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        subscription.close();
        signal.removeEventListener('abort', onAbort);
        if (close)
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
      }
      const onAbort = () => stop(true);
      signal.addEventListener('abort', onAbort);
      cleanup = () => stop();
      // The retry delay, then what was missed, in one first write.
      send(`retry: ${RETRY_MS}\n\n${subscription.replay.map(frameOf).join('')}`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx and similar proxies would otherwise hold the events back.
      'x-accel-buffering': 'no',
    },
  });
}
