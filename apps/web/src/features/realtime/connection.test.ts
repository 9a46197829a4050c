import { type NotificationAuth, REALTIME_EVENTS, realtimeChannel } from '@nervus/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brainKeys } from '../game/queries.js';
import { backoffDelay } from './backoff.js';
import { type AblyModule, connectRealtime, type TokenStore } from './connection.js';
import { applyUpdate, readEvent } from './events.js';

const ada = '0b7a5a51-64a3-4c61-9b67-6f4a6f4d2b11';
const bob = '2c9d8e7f-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

/** An EventSource the test drives: open, events, errors, and the server refusing (CLOSED). */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(name: string, data: unknown, id: string) {
    const event = new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id });
    for (const l of this.listeners.get(name) ?? []) l(event);
  }
  /** The server refused the stream (401): EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  /** A dropped connection EventSource retries itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const builtinAnswer = (token: string, user = ada): NotificationAuth => ({
  transport: 'builtin',
  channel: realtimeChannel(user),
  notification_token: token,
  expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  stream_url: '/api/realtime/stream',
});

function memoryStore(): TokenStore & { value: ReturnType<TokenStore['read']> } {
  const store = {
    value: null as ReturnType<TokenStore['read']>,
    read: () => store.value,
    write: (v: ReturnType<TokenStore['read']>) => {
      store.value = v;
    },
  };
  return store;
}

const brain = (role: string, score: number) => ({
  id: `${ada}:${role}`,
  user_id: ada,
  role,
  score,
  brain_level: 1,
  rank_id: 'r',
  rank_position: 1,
  rank_label: 'Rookie',
  rank_description: 'Starting out',
  rank_color: 'grey',
  start_level_score: 0,
  next_level_score: 10,
  next_rank_level: 10,
});

afterEach(() => {
  FakeEventSource.all = [];
  vi.useRealTimers();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('connectRealtime (built-in)', () => {
  it('asks for a token, opens the stream with it and hands on each event', async () => {
    const auth = vi.fn(async () => builtinAnswer('t1'));
    const events: [string, unknown][] = [];
    const connection = connectRealtime({
      userId: ada,
      auth,
      onEvent: (e, d) => events.push([e, d]),
      EventSource: FakeEventSource as unknown as typeof EventSource,
      loadAbly: () => {
        throw new Error('the built-in transport never loads Ably');
      },
    });
    await flush();
    const [source] = FakeEventSource.all;
    expect(new URL(source?.url ?? '').pathname).toBe('/api/realtime/stream');
    expect(new URL(source?.url ?? '').searchParams.get('token')).toBe('t1');
    source?.open();
    source?.emit(REALTIME_EVENTS.scoreUpdated, { role: 'overall' }, 'id-1');
    source?.emit('something-else', {}, 'id-2');
    expect(events).toEqual([[REALTIME_EVENTS.scoreUpdated, { role: 'overall' }]]);
    connection.close();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves a dropped connection to EventSource, and on a refusal asks again after a jittered backoff, resuming from the last event', async () => {
    vi.useFakeTimers();
    const auth = vi.fn(async () => builtinAnswer(`t${auth.mock.calls.length}`));
    const tokens = memoryStore();
    const resync = vi.fn();
    connectRealtime({
      userId: ada,
      auth,
      tokens,
      onEvent: () => {},
      onResync: resync,
      random: () => 0.5,
      EventSource: FakeEventSource as unknown as typeof EventSource,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.all[0] as FakeEventSource;
    first.open();
    first.emit(REALTIME_EVENTS.neuronEarned, {}, 'ev-7');
    first.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    // The token expired: the server refuses; the stored token is forgotten.
    first.refuse();
    expect(tokens.value).toBeNull();
    await vi.advanceTimersByTimeAsync(499);
    expect(auth).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(auth).toHaveBeenCalledTimes(2);
    const second = FakeEventSource.all[1] as FakeEventSource;
    const url = new URL(second.url);
    expect(url.searchParams.get('token')).toBe('t2');
    expect(url.searchParams.get('last_event_id')).toBe('ev-7');
    second.open();
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('backs off exponentially, capped, while the server cannot be reached', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const auth = vi.fn(async (): Promise<NotificationAuth> => {
      times.push(Date.now());
      throw new Error('offline');
    });
    const connection = connectRealtime({
      userId: ada,
      auth,
      onEvent: () => {},
      random: () => 1,
      EventSource: FakeEventSource as unknown as typeof EventSource,
    });
    await vi.advanceTimersByTimeAsync(200_000);
    const gaps = times.slice(1, 9).map((at, i) => at - (times[i] as number));
    // 1 s, 2 s, 4 s … capped at 30 s (the first call is immediate).
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    connection.close();
    const calls = auth.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(auth).toHaveBeenCalledTimes(calls);
  });

  it("reuses a stored token of the player's own channel, never another player's", async () => {
    const tokens = memoryStore();
    tokens.value = {
      token: 'kept',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      streamUrl: '/api/realtime/stream',
      channel: realtimeChannel(ada),
    };
    const auth = vi.fn(async () => builtinAnswer('fresh', bob));
    const open = (userId: string) =>
      connectRealtime({
        userId,
        auth,
        tokens,
        onEvent: () => {},
        EventSource: FakeEventSource as unknown as typeof EventSource,
      });
    const first = open(ada);
    await flush();
    first.close();
    expect(auth).not.toHaveBeenCalled();
    expect(new URL(FakeEventSource.all[0]?.url ?? '').searchParams.get('token')).toBe('kept');
    const second = open(bob);
    await flush();
    second.close();
    expect(auth).toHaveBeenCalledTimes(1);
    expect(new URL(FakeEventSource.all[1]?.url ?? '').searchParams.get('token')).toBe('fresh');
  });
});

describe('connectRealtime (Ably)', () => {
  it('loads Ably only when the server answers with a token request, and subscribes to the channel', async () => {
    const subscribed: string[] = [];
    let listener: ((m: { name?: string; data?: unknown }) => void) | undefined;
    let authCallback: ((p: unknown, cb: (e: unknown, t: unknown) => void) => void) | undefined;
    const tokenRequest = { keyName: 'a.b', capability: '{}', timestamp: 1, nonce: 'n', mac: 'm' };
    const loadAbly = vi.fn(async () => ({
      Realtime: class {
        constructor(options: { authCallback: typeof authCallback }) {
          authCallback = options.authCallback;
        }
        channels = {
          get: (name: string) => ({
            subscribe: (l: typeof listener) => {
              subscribed.push(name);
              listener = l;
            },
          }),
        };
        connection = { on: () => {} };
        close() {}
      },
    }));
    const events: string[] = [];
    connectRealtime({
      userId: ada,
      auth: async () => ({
        transport: 'ably',
        channel: realtimeChannel(ada),
        token_request: tokenRequest,
      }),
      onEvent: (e) => events.push(e),
      loadAbly: loadAbly as unknown as () => Promise<AblyModule>,
      EventSource: FakeEventSource as unknown as typeof EventSource,
    });
    await flush();
    await flush();
    expect(loadAbly).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.all).toEqual([]);
    expect(subscribed).toEqual([realtimeChannel(ada)]);
    const given = await new Promise((resolve) => authCallback?.({}, (_e, t) => resolve(t)));
    expect(given).toEqual(tokenRequest);
    listener?.({ name: REALTIME_EVENTS.neuronEarned, data: {} });
    expect(events).toEqual([REALTIME_EVENTS.neuronEarned]);
  });
});

describe('applyUpdate', () => {
  it('merges a score update of overall or the current role into the brains, and no other', () => {
    const client = new QueryClient();
    client.setQueryData(brainKeys.mine(), [
      brain('overall', 1),
      brain('analyst', 1),
      brain('catalyst', 1),
    ]);
    const update = (role: string, score: number) => {
      const read = readEvent(REALTIME_EVENTS.scoreUpdated, brain(role, score));
      if (!read) throw new Error('unreadable');
      applyUpdate(client, read, 'analyst');
    };
    update('overall', 3);
    update('analyst', 2);
    update('catalyst', 9);
    const scores = (client.getQueryData(brainKeys.mine()) as { role: string; score: number }[]).map(
      (b) => [b.role, b.score],
    );
    expect(scores).toEqual([
      ['overall', 3],
      ['analyst', 2],
      ['catalyst', 1],
    ]);
  });

  it('marks the neurons stale on a neuron earned, and skips what it cannot read', async () => {
    const client = new QueryClient();
    client.setQueryData(brainKeys.neurons(), { data: [] });
    const neuron = readEvent(REALTIME_EVENTS.neuronEarned, {
      points: 2,
      role: 'analyst',
      type: 'idea-rated',
      user_origin: 'you',
      meaningful_name: 'Idea rated',
      event_created: '2026-11-22T12:00:00.000Z',
      challenge_title: null,
      challenge_slug: null,
      point_created_at: '2026-11-22T12:00:00.000Z',
    });
    expect(neuron?.kind).toBe('neuron');
    if (neuron) applyUpdate(client, neuron, undefined);
    expect(client.getQueryState(brainKeys.neurons())?.isInvalidated).toBe(true);
    expect(readEvent(REALTIME_EVENTS.scoreUpdated, { role: 'overall' })).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('grows from 1 s, is capped at 30 s and jittered below that', () => {
    expect([0, 1, 2, 5, 6, 20].map((n) => backoffDelay(n, () => 1))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(3, () => 0.25)).toBe(2_000);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });
});
