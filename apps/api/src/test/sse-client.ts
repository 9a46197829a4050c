/**
 * A Server-Sent Events reader over real HTTP, for tests and the bench: opens a stream with
 * fetch and parses its frames as a browser's EventSource does (id, event, data; comments
 * ignored). Not used by the server.
 */

export interface ReadEvent {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
}

export interface OpenStream {
  readonly status: number;
  readonly events: ReadEvent[];
  /** Resolves with the first event (already read or coming) that `match` accepts. */
  next(match?: (e: ReadEvent) => boolean, timeoutMs?: number): Promise<ReadEvent>;
  /** Resolves once the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openStream(
  url: string,
  headers: Record<string, string> = {},
  onEvent?: (e: ReadEvent) => void,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: ReadEvent[] = [];
  const waiters = new Set<() => void>();
  let finished = false;
  const ended = (async () => {
    if (!response.body || !response.ok) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = text;
            else if (field === 'event') event = text;
            else if (field === 'data') data.push(text);
          }
          if (data.length === 0) continue;
          const read = { id, event, data: data.join('\n') };
          events.push(read);
          onEvent?.(read);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    status: response.status,
    events,
    ended,
    next(match = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < events.length; seen++) {
            const e = events[seen] as ReadEvent;
            if (match(e)) {
              done();
              resolve(e);
              return;
            }
          }
          if (finished) {
            done();
            reject(new Error('the stream ended'));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event in ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
