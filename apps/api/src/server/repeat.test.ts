import { describe, expect, it } from 'vitest';
import { repeat } from './repeat.js';

describe('repeat', () => {
  it('runs a round at once, the next after it ends, and none after stop', async () => {
    let rounds = 0;
    let inFlight = 0;
    let most = 0;
    const repeating = repeat(async () => {
      rounds += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
    }, 1);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(3);
    await repeating.stop();
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toBe(after);
    expect(inFlight).toBe(0);
    expect(most).toBe(1);
  });

  it('goes on after a round that fails', async () => {
    let rounds = 0;
    const repeating = repeat(async () => {
      rounds += 1;
      throw new Error('boom');
    }, 1);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(2);
    await repeating.stop();
  });
});
