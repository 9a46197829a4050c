import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../test/fake-s3.js';
import { diskStore, s3Store } from './store.js';

const credentials = {
  accessKeyId: 'AKIATEST',
  secretAccessKey: 'secret-test',
  region: 'eu-west-1',
};
let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
});
afterAll(() => s3.close());

const bytes = new TextEncoder().encode('not really an image');

describe('disk store', () => {
  const store = diskStore(mkdtempSync(join(tmpdir(), 'nervus-store-')));

  it('keeps and returns bytes, null for unknown keys', async () => {
    await store.put('abc-cover', bytes, 'image/png');
    expect(await store.get('abc-cover')).toEqual(bytes);
    expect(await store.get('missing')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(store.put('../escape', bytes, 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(store.get('a/b')).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3 store', () => {
  it('puts and gets objects with signed requests under its bucket and prefix', async () => {
    const store = s3Store({
      ...credentials,
      endpoint: `${s3.endpoint}/`,
      bucket: 'nervus',
      prefix: 'files/',
    });
    await store.put('abc', bytes, 'image/png');
    expect(s3.objects.get('/nervus/files/abc')).toEqual({ bytes, contentType: 'image/png' });
    expect(await store.get('abc')).toEqual(bytes);
    expect(await store.get('missing')).toBeNull();
    expect(s3.refused).toEqual([]);
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const store = s3Store({
      ...credentials,
      secretAccessKey: 'wrong',
      endpoint: s3.endpoint,
      bucket: 'nervus',
    });
    await expect(store.put('abc', bytes, 'image/png')).rejects.toThrow(/answered 403/);
    await expect(store.get('abc')).rejects.toThrow(/answered 403/);
    expect(s3.refused.length).toBeGreaterThan(0);
  });
});
