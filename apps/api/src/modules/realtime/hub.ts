/**
 * The built-in transport's switchboard in one process: the open streams of each channel and a
 * short ring buffer of its latest events, so a stream that reconnects with `Last-Event-ID`
 * gets what it missed. Every instance's hub receives every event in the same order (from Redis,
 * or directly without it), so an event has the same id on all of them and a browser may resume
 * on another instance.
 */
import { randomBytes } from 'node:crypto';

/** One event as the stream writes it; `frame` is its encoded `id/event/data` block. */
export interface StreamEvent {
  readonly id: string;
  readonly event: string;
  /** The JSON of the event's data. */
  readonly data: string;
  /** When it was published (ms since the epoch; also the id's prefix). */
  readonly at: number;
}

export type Listener = (event: StreamEvent) => void;

interface ChannelState {
  readonly listeners: Set<Listener>;
  /** The latest events, oldest first, at most `bufferSize`. */
  readonly buffer: StreamEvent[];
}

export interface HubOptions {
  /** Events kept per channel for resuming. */
  readonly bufferSize?: number;
  /** How long an event may be replayed after it was published. */
  readonly bufferMs?: number;
  /** Channels whose buffers are kept; the least recently used one is dropped beyond it. */
  readonly maxChannels?: number;
  readonly now?: () => number;
}

/**
 * A new event id: the publication time in base 36 and a random tail. Ids from one publisher
 * sort by time, so a `Last-Event-ID` no longer in the buffer still says what came after it.
 */
export function eventId(at: number): string {
  return `${at.toString(36)}-${randomBytes(6).toString('base64url')}`;
}

/** The time an event id was made, or NaN for something that is not one. */
export function eventTime(id: string): number {
  const match = /^([0-9a-z]{1,12})-[A-Za-z0-9_-]{8}$/.exec(id);
  return match ? Number.parseInt(match[1] as string, 36) : Number.NaN;
}

export class Hub {
  readonly #channels = new Map<string, ChannelState>();
  readonly #bufferSize: number;
  readonly #bufferMs: number;
  readonly #maxChannels: number;
  readonly #now: () => number;
  #streams = 0;
  /** How to end each open stream (`closeAll`). */
  readonly #ends = new Set<() => void>();

  constructor(options: HubOptions = {}) {
    this.#bufferSize = options.bufferSize ?? 32;
    this.#bufferMs = options.bufferMs ?? 5 * 60_000;
    this.#maxChannels = options.maxChannels ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  /** Open streams in this process. */
  get streams(): number {
    return this.#streams;
  }

  #state(channel: string): ChannelState {
    let state = this.#channels.get(channel);
    if (state) {
      // Most recently used last: the first entry is the one to drop.
      this.#channels.delete(channel);
    } else state = { listeners: new Set(), buffer: [] };
    this.#channels.set(channel, state);
    if (this.#channels.size > this.#maxChannels) this.#evict();
    return state;
  }

  #evict(): void {
    for (const [name, state] of this.#channels) {
      if (this.#channels.size <= this.#maxChannels) return;
      // A channel with open streams stays; only its buffer's age limits it.
      if (state.listeners.size === 0) this.#channels.delete(name);
    }
  }

  /** Keeps the event in its channel's buffer and hands it to the channel's open streams. */
  deliver(channel: string, event: StreamEvent): void {
    const state = this.#state(channel);
    state.buffer.push(event);
    if (state.buffer.length > this.#bufferSize) state.buffer.shift();
    for (const listener of state.listeners) listener(event);
  }

  /**
   * Opens a stream on `channel`: answers the buffered events after `lastEventId` (none without
   * one) and calls `listener` with each later event until `close` is called.
   */
  subscribe(
    channel: string,
    lastEventId: string | undefined,
    listener: Listener,
    end: () => void = () => {},
  ): { replay: StreamEvent[]; close: () => void } {
    const state = this.#state(channel);
    const oldest = this.#now() - this.#bufferMs;
    const fresh = state.buffer.filter((e) => e.at >= oldest);
    let replay: StreamEvent[] = [];
    if (lastEventId) {
      const index = fresh.findIndex((e) => e.id === lastEventId);
      if (index >= 0) replay = fresh.slice(index + 1);
      else {
        // Fell out of the buffer (or was never seen here): what came after its time.
        const since = eventTime(lastEventId);
        if (!Number.isNaN(since)) replay = fresh.filter((e) => e.at > since);
      }
    }
    state.listeners.add(listener);
    this.#ends.add(end);
    this.#streams++;
    let open = true;
    return {
      replay,
      close: () => {
        if (!open) return;
        open = false;
        state.listeners.delete(listener);
        this.#ends.delete(end);
        this.#streams--;
      },
    };
  }

  /** Ends every open stream (a server shutting down: browsers reconnect to another instance). */
  closeAll(): void {
    for (const end of [...this.#ends]) end();
  }
}
