import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { processEnv } from '../env.js';
import {
  DEFAULT_RATE_LIMITS,
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
    const scaled = scaleRateLimits({ ...DEFAULT_RATE_LIMITS, discussionPosts: [3, 1000] }, 2.5);
    expect(scaled.signInPerUsername).toEqual([25, DEFAULT_RATE_LIMITS.signInPerUsername[1]]);
    expect(scaled.writes).toEqual([300, DEFAULT_RATE_LIMITS.writes[1]]);
    expect(scaled.discussionPosts).toEqual([8, 1000]);
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
