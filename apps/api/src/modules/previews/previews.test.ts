import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { challenges, users } from '../../db/schema.js';
import { DEMO_CHALLENGES } from '../../seed/demo.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { sitemap } from './pages.js';

/** The shape of the built index.html's head, in small. */
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Nervus: crowd idea tournaments." /><title>Nervus</title><link rel="icon" href="/favicon.svg" /></head><body><div id="root"></div></body></html>${' '.repeat(1200)}`;

const demo = DEMO_CHALLENGES[0];
const other = DEMO_CHALLENGES[1];
if (!demo || !other) throw new Error('no demo challenges');

let t: TestServer;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestServer();
  const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  const app = createApp({ ...t.deps, config: { ...t.deps.config, webDist: dist } });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Fetched {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/** A plain GET over HTTP, as a crawler sends it: no script runs, the host is the one named. */
function get(path: string, host = `127.0.0.1:${port}`, headers: Record<string, string> = {}) {
  return new Promise<Fetched>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The content of a head's `<meta>` by its name or property, or undefined. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

const count = (html: string, part: string) => html.split(part).length - 1;

describe('link previews', () => {
  it("answers a challenge's address with its own head, for a reader that runs no script", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const page = await get(`/challenges/${demo.slug}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    const html = page.body;
    expect(html).toContain(`<title>${demo.title} · Nervus</title>`);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(html).toContain(`<link rel="canonical" href="${origin}/challenges/${demo.slug}" />`);
    expect(meta(html, 'og:title')).toBe(demo.title);
    expect(meta(html, 'og:url')).toBe(`${origin}/challenges/${demo.slug}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:site_name')).toBe('Nervus');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${origin}/api/images/generated/`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(demo.title);
    // Replaced, not added: one title and one description.
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(html).toContain('<div id="root"></div>');
    // By id, the same page, its canonical address by slug.
    const [row] = await t.db
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.slug, demo.slug));
    const byId = await get(`/challenges/${row?.id}`);
    expect(meta(byId.body, 'og:url')).toBe(`${origin}/challenges/${demo.slug}`);
  });

  it('gives the cover as an absolute address, the scheme a trusted proxy names, per host', async () => {
    await t.db
      .update(challenges)
      .set({ primaryImage: '/api/files/0000/cover' })
      .where(eq(challenges.slug, demo.slug));
    // A new host: its page is made afresh (pages are kept per origin).
    const html = (
      await get(`/challenges/${demo.slug}`, 'nervus.test', { 'x-forwarded-proto': 'https' })
    ).body;
    expect(meta(html, 'og:image')).toBe('https://nervus.test/api/files/0000/cover');
    expect(meta(html, 'og:url')).toBe(`https://nervus.test/challenges/${demo.slug}`);
    const elsewhere = (await get(`/challenges/${demo.slug}`, 'evil.example')).body;
    expect(meta(elsewhere, 'og:url')).toBe(`http://evil.example/challenges/${demo.slug}`);
    const again = (
      await get(`/challenges/${demo.slug}`, 'nervus.test', { 'x-forwarded-proto': 'https' })
    ).body;
    expect(meta(again, 'og:url')).toBe(`https://nervus.test/challenges/${demo.slug}`);
  });

  it('escapes a title\'s <"& in the title, the tags and the header', async () => {
    const title = 'Fish & "chips" <b>or</b> <script>alert(1)</script>?';
    await t.db
      .update(challenges)
      .set({ questionTitle: title, questionDetail: 'Say "why" & <how>.' })
      .where(eq(challenges.slug, other.slug));
    const html = (await get(`/challenges/${other.slug}`)).body;
    const escaped =
      'Fish &amp; &quot;chips&quot; &lt;b&gt;or&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;?';
    expect(html).toContain(`<title>${escaped} · Nervus</title>`);
    expect(meta(html, 'og:title')).toBe(escaped);
    expect(meta(html, 'twitter:title')).toBe(escaped);
    expect(meta(html, 'og:description')).toBe('Say &quot;why&quot; &amp; &lt;how&gt;.');
    expect(meta(html, 'description')).toBe('Say &quot;why&quot; &amp; &lt;how&gt;.');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>or');
  });

  it('gives unknown challenges, drafts and the pages beside challenges the generic head', async () => {
    const { token } = await t.signUp();
    const draft = await t.call('createDraft', {
      token,
      body: {
        origin: 'challenge-creation-flow',
        draft_type: 'challenge',
        content: { challenge: { question_title: 'A secret draft' } },
      },
    });
    expect(draft.status).toBe(201);
    for (const path of [
      '/challenges/no-such-challenge',
      `/challenges/${draft.body.data._id}`,
      '/challenges/a-secret-draft',
      '/challenges/create',
      `/challenges/${demo.slug}/rate`,
      '/challenges/%E0%A4%A',
      '/faqs',
      '/no-such-player',
      '/',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(INDEX);
    }
  });

  it("answers a player's page with their name, words and picture", async () => {
    const origin = `http://127.0.0.1:${port}`;
    await t.db
      .update(users)
      .set({ slogan: 'Questions for hungry cities', avatarUrl: '/api/files/cora/small' })
      .where(eq(users.handle, 'cora'));
    const html = (await get('/Cora/')).body;
    expect(html).toContain('<title>Cora Catalyst (@cora) · Nervus</title>');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:description')).toBe('Questions for hungry cities');
    expect(meta(html, 'og:url')).toBe(`${origin}/cora`);
    expect(meta(html, 'og:image')).toBe(`${origin}/api/files/cora/small`);
    // The app's address of a player has their screen name as they wrote it.
    await t.signUp({ screen_name: 'MixedCase' });
    const mixed = (await get('/mixedcase')).body;
    expect(meta(mixed, 'og:url')).toBe(`${origin}/MixedCase`);
    expect(meta(mixed, 'og:title')).toBe('@MixedCase');
    expect(meta(mixed, 'og:description')).toBe('@MixedCase&#39;s challenges and ideas on Nervus.');
    expect(meta(mixed, 'og:image')).toMatch(new RegExp(`^${origin}/api/images/generated/`));
  });

  it("answers a platform's home, on its subdomain and at its slug", async () => {
    const home = (await get('/', 'comedy.nervus.test')).body;
    expect(home).toContain('<title>Comedy Club · Nervus</title>');
    expect(meta(home, 'og:url')).toBe('http://comedy.nervus.test/');
    expect(meta(home, 'og:description')).toBe('The funniest idea wins');
    expect(meta(home, 'og:type')).toBe('website');
    // At /{slug} the app shows players only (a platform's slug goes home with a notice).
    expect((await get('/comedy')).body).toBe(INDEX);
    // The root platform's home keeps the generic head, on any of its hosts.
    expect((await get('/', 'www.nervus.test')).body).toBe(INDEX);
    expect((await get('/', 'nervus.test')).body).toBe(INDEX);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists public challenges and players, never drafts, suggestion boxes or deleted players', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const { token } = await t.signUp({ screen_name: 'sitemapgone' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.handle, 'sitemapgone'));
    const box = await t.signUp({ screen_name: 'BoxOwner' });
    const opened = await t.call('openSuggestionBox', {
      token: box.token,
      body: { intro: 'Ask me about boxes.' },
    });
    expect(opened.status).toBeLessThan(300);
    await t.call('createDraft', {
      token,
      body: {
        origin: 'challenge-creation-flow',
        draft_type: 'challenge',
        content: { challenge: { question_title: 'A secret draft' } },
      },
    });
    const answer = await get('/sitemap.xml', 'sitemap.test');
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/xml');
    const xml = answer.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>http://sitemap.test/challenges/${demo.slug}</loc>`);
    expect(xml).toContain('<loc>http://sitemap.test/cora</loc>');
    expect(xml).toContain('<loc>http://sitemap.test/BoxOwner</loc>');
    expect(xml).not.toContain('secret-draft');
    expect(xml).not.toContain('sitemapgone');
    const boxSlug: string = opened.body.data.slug;
    expect(xml).not.toContain(`/challenges/${boxSlug}<`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect((await get('/sitemap.xml?page=1', 'sitemap.test')).body).toBe(xml);
    expect((await get('/sitemap.xml?page=2')).status).toBe(404);
    expect((await get('/sitemap.xml?page=x')).status).toBe(404);
    expect(origin).toContain('127.0.0.1');
  });

  it('pages into a sitemap index beyond the limit of one file', async () => {
    const all = (await sitemap(t.db, 'https://n.test', null)) ?? '';
    const urls = all.match(/<loc>[^<]+<\/loc>/g) ?? [];
    expect(urls.length).toBeGreaterThan(6);
    const index = (await sitemap(t.db, 'https://n.test', null, 5)) ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = Math.ceil(urls.length / 5);
    expect(index.match(/<sitemap>/g)).toHaveLength(pages);
    expect(index).toContain(`<loc>https://n.test/sitemap.xml?page=${pages}</loc>`);
    const paged: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const part = (await sitemap(t.db, 'https://n.test', page, 5)) ?? '';
      paged.push(...(part.match(/<loc>[^<]+<\/loc>/g) ?? []));
    }
    expect(paged).toEqual(urls);
    expect(await sitemap(t.db, 'https://n.test', pages + 1, 5)).toBeNull();
  });

  it('keeps crawlers to public pages and names the sitemap', async () => {
    const answer = await get('/robots.txt', 'nervus.test', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const line of [
      'Disallow: /api/',
      'Disallow: /accounts/',
      'Disallow: /my-account$',
      'Disallow: /my-dashboard/',
      'Disallow: /*/my-dashboard/',
      'Disallow: /me$',
      'Sitemap: https://nervus.test/sitemap.xml',
    ]) {
      expect(lines, line).toContain(line);
    }
    // Not a prefix that would close /mentor or a player whose handle starts with "me".
    expect(lines).not.toContain('Disallow: /me');
  });
});
