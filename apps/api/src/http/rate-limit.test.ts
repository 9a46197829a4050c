import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { processEnv } from '../env.js';
import {
  answerRateLimits,
  DEFAULT_RATE_LIMITS,
  type IpcChannel,
  ipcRateLimiter,
  memoryRateLimiter,
  type RateLimiter,
  redisRateLimiter,
  scaleRateLimits,
} from './rate-limit.js';

async function exercise(limiter: RateLimiter, key: string, advance: () => void) {
  const first = await limiter.hit(key, 2, 1000);
  const second = await limiter.hit(key, 2, 1000);
  const third = await limiter.hit(key, 2, 1000);
  expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
  expect(first.remaining).toBe(1);
  expect(third.resetMs).toBeGreaterThan(0);
  expect(third.resetMs).toBeLessThanOrEqual(1000);
  expect((await limiter.hit(`${key}:other`, 2, 1000)).allowed).toBe(true);
  advance();
}

describe('scaleRateLimits', () => {
  it('multiplies every limit and keeps the windows', () => {
    expect(scaleRateLimits(DEFAULT_RATE_LIMITS, 1)).toEqual(DEFAULT_RATE_LIMITS);
    const scaled = scaleRateLimits(
      { ...DEFAULT_RATE_LIMITS, discussionPosts: [3, 1000], follows: [4, 2000] },
      2.5,
    );
    expect(scaled.signInPerKnownSource).toEqual([25, DEFAULT_RATE_LIMITS.signInPerKnownSource[1]]);
    expect(scaled.signInBackoff).toEqual({ ...DEFAULT_RATE_LIMITS.signInBackoff, free: 25 });
    expect(scaled.writes).toEqual([300, DEFAULT_RATE_LIMITS.writes[1]]);
    expect(scaled.discussionPosts).toEqual([8, 1000]);
    expect(scaled.follows).toEqual([10, 2000]);
  });
});

describe('memoryRateLimiter', () => {
  it('counts per key in fixed windows', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await exercise(limiter, 'k', () => {
      now += 1001;
    });
    expect((await limiter.hit('k', 2, 1000)).allowed).toBe(true);
  });
});

/**
 * Both ends of an IPC channel in one process, as node:cluster delivers them: asynchronously,
 * copied (structured clone), and refused once the channel is closed.
 */
function ipcPair() {
  const a = new EventEmitter();
  const b = new EventEmitter();
  let open = true;
  const end = (self: EventEmitter, other: EventEmitter): IpcChannel => ({
    send(message, callback) {
      if (!open) {
        setImmediate(() => callback(new Error('Channel closed')));
        return false;
      }
      const copy = structuredClone(message);
      setImmediate(() => {
        other.emit('message', copy);
        callback(null);
      });
      return true;
    },
    on: (event, listener) => self.on(event, listener),
    off: (event, listener) => self.off(event, listener),
  });
  return {
    worker: end(a, b),
    primary: end(b, a),
    close() {
      open = false;
    },
  };
}

describe('ipcRateLimiter', () => {
  it("counts every worker's hits in the one limiter the primary holds", async () => {
    let now = 0;
    const shared = memoryRateLimiter(() => now);
    const one = ipcPair();
    const two = ipcPair();
    answerRateLimits(one.primary, shared);
    answerRateLimits(two.primary, shared);
    const a = ipcRateLimiter(one.worker);
    const b = ipcRateLimiter(two.worker);

    const decisions = await Promise.all([
      a.hit('signin:cora', 3, 1000),
      b.hit('signin:cora', 3, 1000),
      a.hit('signin:cora', 3, 1000),
      b.hit('signin:cora', 3, 1000),
    ]);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    expect(decisions.map((d) => d.remaining).sort()).toEqual([0, 0, 1, 2]);
    expect((await b.hit('signin:rita', 3, 1000)).allowed).toBe(true);
    // Each worker reads its own answers, however the two interleave.
    await exercise(a, 'k', () => {
      now += 1001;
    });
    expect((await b.hit('k', 2, 1000)).allowed).toBe(true);
  });

  it('refuses a hit when the primary is gone instead of letting it through uncounted', async () => {
    const pair = ipcPair();
    answerRateLimits(pair.primary, memoryRateLimiter());
    const limiter = ipcRateLimiter(pair.worker);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    pair.close();
    await expect(limiter.hit('k', 1, 1000)).rejects.toThrow(/closed/);
  });

  it('stops answering when the primary stops listening, and close() rejects what waits', async () => {
    const pair = ipcPair();
    const stop = answerRateLimits(pair.primary, memoryRateLimiter());
    const limiter = ipcRateLimiter(pair.worker);
    stop();
    const waiting = limiter.hit('k', 1, 1000);
    await new Promise((resolve) => setImmediate(resolve));
    await limiter.close();
    await expect(waiting).rejects.toThrow(/closed/);
  });
});

const redisUrl = processEnv().REDIS_URL;

describe.runIf(redisUrl)('redisRateLimiter (REDIS_URL)', () => {
  const redis = new Redis(redisUrl as string);
  afterAll(() => redis.quit());

  it('counts per key across instances sharing Redis', async () => {
    const key = `test:${Date.now()}:${Math.random()}`;
    const a = redisRateLimiter(redis);
    const b = redisRateLimiter(redis);
    expect((await a.hit(key, 2, 1000)).allowed).toBe(true);
    expect((await b.hit(key, 2, 1000)).allowed).toBe(true);
    expect((await a.hit(key, 2, 1000)).allowed).toBe(false);
    const ttl = await redis.pttl(`nervus:rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
  });
});
