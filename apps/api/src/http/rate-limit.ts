import type { Redis } from 'ioredis';

export interface RateDecision {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Milliseconds until the window resets. */
  readonly resetMs: number;
}

/** Fixed-window counters: in process by default, in Redis when several instances share load. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        resetMs: window.resetAt - time,
      };
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'nervus:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const name = prefix + key;
      // INCR and a first-hit-only expiry in one round trip; PEXPIRE NX needs Redis 7.
      const result = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        resetMs: ttl > 0 ? ttl : windowMs,
      };
    },
    async close() {
      await redis.quit();
    },
  };
}

/** One end of an IPC channel: a cluster worker's `process`, or the primary's `Worker`. */
export interface IpcChannel {
  send(message: unknown, callback: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

const RATE_LIMIT_MESSAGE = 'nervus:rate-limit';

interface HitRequest {
  readonly type: typeof RATE_LIMIT_MESSAGE;
  readonly id: number;
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

interface HitAnswer {
  readonly type: typeof RATE_LIMIT_MESSAGE;
  readonly id: number;
  readonly decision: RateDecision;
}

const isRateLimitMessage = (message: unknown): message is { type: string; id: number } =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_LIMIT_MESSAGE &&
  typeof (message as { id?: unknown }).id === 'number';

/**
 * A cluster worker's limiter: every hit is counted by the primary (`answerRateLimits`), so the
 * workers sharing a port share their counters without Redis. Several machines need Redis.
 */
export function ipcRateLimiter(channel: IpcChannel): RateLimiter {
  let lastId = 0;
  const waiting = new Map<
    number,
    { resolve: (d: RateDecision) => void; reject: (e: Error) => void }
  >();
  const onMessage = (message: unknown) => {
    if (!isRateLimitMessage(message) || !('decision' in message)) return;
    const answer = message as HitAnswer;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    pending.resolve(answer.decision);
  };
  channel.on('message', onMessage);
  return {
    hit(key, limit, windowMs) {
      return new Promise((resolve, reject) => {
        lastId += 1;
        const id = lastId;
        waiting.set(id, { resolve, reject });
        const request: HitRequest = { type: RATE_LIMIT_MESSAGE, id, key, limit, windowMs };
        channel.send(request, (error) => {
          // A closed channel means the primary is gone: refuse rather than count nothing.
          if (!error) return;
          waiting.delete(id);
          reject(error);
        });
      });
    },
    async close() {
      channel.off('message', onMessage);
      for (const pending of waiting.values()) pending.reject(new Error('rate limiter closed'));
      waiting.clear();
    },
  };
}

/**
 * The primary's side of `ipcRateLimiter`: counts a worker's hits in `limiter` (the one the
 * primary holds for every worker) and answers them. Returns a function that stops listening.
 */
export function answerRateLimits(channel: IpcChannel, limiter: RateLimiter): () => void {
  const onMessage = (message: unknown) => {
    if (!isRateLimitMessage(message) || 'decision' in message) return;
    const request = message as HitRequest;
    void limiter.hit(request.key, request.limit, request.windowMs).then((decision) => {
      const answer: HitAnswer = { type: RATE_LIMIT_MESSAGE, id: request.id, decision };
      // A worker that died meanwhile has nobody left to answer.
      channel.send(answer, () => {});
    });
  };
  channel.on('message', onMessage);
  return () => channel.off('message', onMessage);
}

/**
 * How failed sign-ins from devices and addresses an account has never signed in from hold back
 * the next attempt (modules/accounts/sign-in-guard.ts): `free` failures in a row cost nothing,
 * the `free`-th blocks for `baseMs`, each further one doubles that up to `maxMs`; a day with no
 * failure starts the count afresh.
 */
export interface SignInBackoff {
  readonly free: number;
  readonly baseMs: number;
  readonly maxMs: number;
}

/** The limits in force; tests may pass their own. */
export interface RateLimits {
  /** Sign-in attempts per client address from sources the account does not know. */
  readonly signInPerIp: readonly [limit: number, windowMs: number];
  /**
   * Sign-in attempts per account from one device or address it has signed in from before, and
   * password changes per account: only whoever holds that device (or address) can spend them.
   */
  readonly signInPerKnownSource: readonly [limit: number, windowMs: number];
  /** Failed sign-ins per account (or login name) from unknown sources. */
  readonly signInBackoff: SignInBackoff;
  readonly signUpPerIp: readonly [limit: number, windowMs: number];
  /** Every other write, per user (or address when signed out). */
  readonly writes: readonly [limit: number, windowMs: number];
  /** Discussion messages and replies posted, per user (spam); the discussions module's default when absent. */
  readonly discussionPosts?: readonly [limit: number, windowMs: number];
  /** Follows per user (each may mail the player followed); the users module's default when absent. */
  readonly follows?: readonly [limit: number, windowMs: number];
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: [30, 60_000],
  signInPerKnownSource: [10, 15 * 60_000],
  signInBackoff: { free: 10, baseMs: 60_000, maxMs: 15 * 60_000 },
  signUpPerIp: [10, 60 * 60_000],
  writes: [120, 60_000],
};

/** Every limit (and the free sign-in failures) multiplied by `factor` (windows unchanged). */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = ([limit, windowMs]: readonly [number, number]) =>
    [Math.ceil(limit * factor), windowMs] as const;
  return {
    signInPerIp: scale(limits.signInPerIp),
    signInPerKnownSource: scale(limits.signInPerKnownSource),
    signInBackoff: {
      ...limits.signInBackoff,
      free: Math.ceil(limits.signInBackoff.free * factor),
    },
    signUpPerIp: scale(limits.signUpPerIp),
    writes: scale(limits.writes),
    ...(limits.discussionPosts ? { discussionPosts: scale(limits.discussionPosts) } : {}),
    ...(limits.follows ? { follows: scale(limits.follows) } : {}),
  };
}
