import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { s3Store } from '../../storage/store.js';
import { startFakeS3 } from '../../test/fake-s3.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { imageFormatFor, sniffImage } from './image-bytes.js';

let t: TestServer;
let token: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestServer();
  token = await t.signIn('cora');
  png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function ticket(type = 'image/png') {
  const answer = await t.call('imageUpload', {
    token,
    body: { name: 'lunch.png', type, kind: 'challenge' },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { signed_url: string; headers: Record<string, string>; url: string };
}

function put(url: string, body: Uint8Array, type = 'image/png') {
  return t.app.request(`http://localhost${url}`, {
    method: 'PUT',
    body,
    headers: { 'content-type': type, host: 'localhost' },
  });
}

describe('images', () => {
  it('upload through a one-time address, resized to 1200 px, served at four widths', async () => {
    const { signed_url, url } = await ticket();
    const uploaded = await put(signed_url, png);
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as { data: { width: number } }).data.width).toBe(1200);
    for (const [size, width] of [
      ['cover', 1200],
      ['hero', 800],
      ['small', 480],
      ['thumbnail', 300],
    ] as const) {
      const image = await t.app.request(`http://localhost${url.replace('/cover', `/${size}`)}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.width, size).toBe(width);
    }
    // The token is spent.
    expect((await put(signed_url, png)).status).toBe(404);
  });

  it("answer WebP or AVIF as the browser's Accept allows, each variant encoded once and kept", async () => {
    const { signed_url, url } = await ticket();
    expect((await put(signed_url, png)).status).toBe(200);
    const id = /files\/([^/]+)\//.exec(url)?.[1] ?? '';
    const hero = url.replace('/cover', '/hero');
    const get = (accept?: string) =>
      t.app.request(`http://localhost${hero}`, accept ? { headers: { accept } } : {});
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [accept, type, format] of [
      [chromium, 'image/webp', 'webp'],
      ['image/avif,image/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp;q=0,image/png', 'image/png', 'png'],
      [undefined, 'image/png', 'png'],
    ] as const) {
      const image = await get(accept);
      expect(image.status, accept).toBe(200);
      expect(image.headers.get('content-type'), accept).toBe(type);
      expect(image.headers.get('vary'), accept).toContain('Accept');
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([meta.format, meta.width], accept).toEqual([format, 800]);
    }
    // Each variant is kept in the store under its own key, and served from there again.
    const kept = await t.deps.files.get(`${id}-hero.webp`);
    expect(kept).not.toBeNull();
    expect(await t.deps.files.get(`${id}-hero.avif`)).not.toBeNull();
    const again = new Uint8Array(await (await get(chromium)).arrayBuffer());
    expect(again).toEqual(kept);
  });

  it("take photos far over the API's 64 KiB body limit", async () => {
    const { signed_url } = await ticket();
    // Random pixels do not compress: the PNG stays about as big as the raw image (720 KB).
    const noise = await sharp(randomBytes(600 * 400 * 3), {
      raw: { width: 600, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(256 * 1024);
    const uploaded = await put(signed_url, noise);
    expect(uploaded.status).toBe(200);
    expect(((await uploaded.json()) as { data: { width: number } }).data.width).toBe(600);
  });

  it('refuse bytes that are not the announced type, and broken images', async () => {
    const { signed_url } = await ticket();
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .jpeg()
      .toBuffer();
    const wrong = await put(signed_url, jpeg);
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      errors: [{ field: 'file', error: 'The file is not the image type announced.' }],
    });
    const broken = await put(signed_url, Buffer.concat([png.subarray(0, 16), Buffer.alloc(100)]));
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({
      errors: [{ field: 'file', error: 'Error processing the image.' }],
    });
    // Refusals do not spend the ticket.
    expect((await put(signed_url, png)).status).toBe(200);
  });

  it('refuse files over 20 MB, expired tickets and unknown sizes', async () => {
    const { signed_url, url } = await ticket();
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    png.copy(big);
    expect((await put(signed_url, big)).status).toBe(413);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 16 * 60 * 1000);
    try {
      expect((await put(signed_url, png)).status).toBe(404);
    } finally {
      t.clock.now = start;
    }
    expect((await t.app.request(`http://localhost${url.replace('/cover', '/huge')}`)).status).toBe(
      404,
    );
    expect((await t.app.request(`http://localhost${url}`)).status).toBe(404);
  });

  it('give tickets to signed-in users for JPEG, PNG and GIF only', async () => {
    expect(
      (
        await t.call('imageUpload', {
          body: { name: 'a.png', type: 'image/png', kind: 'challenge' },
        })
      ).status,
    ).toBe(401);
    const svg = await t.call('imageUpload', {
      token,
      body: { name: 'a.svg', type: 'image/svg+xml', kind: 'challenge' },
    });
    expect(svg.body.errors).toEqual([{ field: 'type', error: 'Use a JPEG, PNG or GIF image.' }]);
    expect(
      (
        await t.call('imageUpload', {
          token,
          body: { name: 'a.png', type: 'image/png', kind: 'wallpaper' },
        })
      ).status,
    ).toBe(422);
  });
});

describe('images in an S3 bucket', () => {
  it('keep the checked original and each width in the bucket, and serve them from it', async () => {
    const credentials = {
      accessKeyId: 'AKIATEST',
      secretAccessKey: 's3-secret',
      region: 'eu-west-1',
    };
    const s3 = await startFakeS3(credentials);
    try {
      const app = createApp({
        ...t.deps,
        files: s3Store({ ...credentials, endpoint: s3.endpoint, bucket: 'uploads' }),
      });
      const { signed_url, url } = await ticket();
      const id = /files\/([^/]+)\/upload/.exec(signed_url)?.[1];
      const uploaded = await app.request(`http://localhost${signed_url}`, {
        method: 'PUT',
        body: png,
        headers: { 'content-type': 'image/png', host: 'localhost' },
      });
      expect(uploaded.status).toBe(200);
      expect(s3.objects.get(`/uploads/${id}`)?.contentType).toBe('image/png');
      const hero = await app.request(`http://localhost${url.replace('/cover', '/hero')}`);
      expect(hero.status).toBe(200);
      expect((await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).width).toBe(800);
      expect([...s3.objects.keys()].sort()).toEqual([`/uploads/${id}`, `/uploads/${id}-hero`]);
      // The disk store of the same database knows nothing of it: the bucket really holds it.
      expect((await t.app.request(`http://localhost${url}`)).status).toBe(404);
      expect(s3.refused).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});

describe('imageFormatFor', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'webp'],
    ['image/webp', 'webp'],
    ['image/avif', 'avif'],
    ['image/avif, image/webp;q=0', 'avif'],
    ['image/png,image/*;q=0.8', 'original'],
    ['*/*', 'original'],
    ['', 'original'],
    [undefined, 'original'],
  ])('%s answers %s', (accept, format) => {
    expect(imageFormatFor(accept)).toBe(format);
  });
});

describe('sniffImage', () => {
  it('reads the magic bytes', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe('image/gif');
    expect(sniffImage(new TextEncoder().encode('<svg'))).toBeNull();
  });
});
