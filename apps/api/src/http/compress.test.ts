import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, compressFile, preferredEncoding } from './compress.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressing', () => {
  const small = Buffer.from(JSON.stringify({ data: 'x'.repeat(2_000) }));
  // Past the size that goes to the thread pool.
  const big = Buffer.from(JSON.stringify({ data: Array.from({ length: 5_000 }, (_, i) => i) }));

  it('gives back what went in, inline or on the thread pool', async () => {
    for (const body of [small, big]) {
      expect(brotliDecompressSync(await compressAnswer(body, 'br'))).toEqual(body);
      expect(gunzipSync(await compressAnswer(body, 'gzip'))).toEqual(body);
    }
  });

  it('compresses files harder than answers', async () => {
    const file = await compressFile(big, 'br');
    expect(brotliDecompressSync(file)).toEqual(big);
    expect(file.length).toBeLessThanOrEqual((await compressAnswer(big, 'br')).length);
  });
});
