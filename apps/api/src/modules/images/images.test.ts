import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { builtinProvider, unsplashProvider, withCredits } from './providers.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('random images', () => {
  it('answer 20 pictures for the keywords by default, with credits as s, u and l', async () => {
    const answer = await t.call('randomImages', { query: { keywords: 'school,lunch' } });
    expect(answer.body.data).toHaveLength(20);
    const [first] = answer.body.data;
    expect(first).toMatchObject({ source: 'Nervus', user: { name: 'Nervus generator' } });
    const url = new URL(first.full, 'http://localhost');
    expect(url.searchParams.get('s')).toBe('Nervus');
    expect(url.searchParams.get('u')).toBe('Nervus generator');
    expect(url.searchParams.get('l')).toBe('/about');
    // The same keywords give the same pictures; others give others.
    expect(
      (await t.call('randomImages', { query: { keywords: 'school,lunch' } })).body.data[0].full,
    ).toBe(first.full);
    expect(
      (await t.call('randomImages', { query: { keywords: 'bikes' } })).body.data[0].full,
    ).not.toBe(first.full);
    expect((await t.call('randomImages', { query: { total: '6' } })).body.data).toHaveLength(6);
    expect((await t.call('randomImages', { query: { total: '99' } })).status).toBe(422);
  });

  it('are painted offline at the asked width', async () => {
    const [image] = await builtinProvider.random(['cats'], 1);
    const response = await t.app.request(`http://localhost${image?.small}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);
    expect((await t.app.request('http://localhost/api/images/generated/not-a-seed')).status).toBe(
      404,
    );
  });

  it('are painted in WebP for a browser that takes it, varying on Accept', async () => {
    const [image] = await builtinProvider.random(['cats'], 1);
    const response = await t.app.request(`http://localhost${image?.small}`, {
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toContain('Accept');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 400]);
  });

  it('come from the photo provider when its key is set', async () => {
    const calls: string[] = [];
    const fake = (async (input: string | URL) => {
      calls.push(String(input));
      return new Response(
        JSON.stringify([
          {
            urls: { small: 'https://img.test/s.jpg', regular: 'https://img.test/r.jpg' },
            user: { name: 'Ann', links: { html: 'https://u.test/ann' } },
          },
        ]),
        { status: 200 },
      );
    }) as typeof fetch;
    const [photo] = await unsplashProvider('key', fake).random(['school', 'lunch'], 20);
    expect(calls[0]).toContain('query=school+lunch');
    expect(photo?.full).toBe(
      withCredits('https://img.test/r.jpg', {
        source: 'Unsplash',
        user: { name: 'Ann', link: 'https://u.test/ann' },
      }),
    );
  });
});
