import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { challenges } from '../db/schema.js';
import { DEMO_CHALLENGES } from '../seed/demo.js';
import { createTestServer, type TestServer } from '../test/harness.js';
import { escapeHtml } from './first-paint.js';

const SLOT = '<template id="nv-first-paint-challenge"></template>';
const INDEX = `<!doctype html><title>Nervus</title><div id="root"></div>${SLOT}<script>show()</script>${' '.repeat(1200)}`;
const m = {
  slug: 'nv-fp-slug-7d1c',
  category: 'nv-fp-category-7d1c',
  title: 'nv-fp-title-7d1c',
  detail: 'nv-fp-detail-7d1c',
  coAuthor: 'nv-fp-co-author-7d1c',
};
/** As the web build writes it (apps/web `scripts/first-paint-plugin.ts`), in small. */
const TEMPLATE = {
  slot: SLOT,
  pattern: '^/challenges/(?!create/?$|test-idea/?$)([^/]+)/?$',
  markers: m,
  withCoAuthor: `<a href="/x?continue=%2Fchallenges%2F${m.slug}">in</a><p class="nv-hint">${m.category}</p><h1 id="page-title">${m.title}</h1><p>${m.detail}</p><a href="/${m.coAuthor}">with @${m.coAuthor}</a>`,
  withoutCoAuthor: `<a href="/x?continue=%2Fchallenges%2F${m.slug}">in</a><p class="nv-hint">${m.category}</p><h1 id="page-title">${m.title}</h1><p>${m.detail}</p>`,
};

const demo = DEMO_CHALLENGES[0];
if (!demo) throw new Error('no demo challenge');

let t: TestServer;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestServer();
  const dist = mkdtempSync(join(tmpdir(), 'nervus-web-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.first-paint'));
  writeFileSync(join(dist, '.first-paint', 'challenge.json'), JSON.stringify(TEMPLATE));
  app = createApp({ ...t.deps, config: { ...t.deps.config, webDist: dist } });
});

afterAll(async () => {
  await t.close();
});

describe("a challenge page's first paint", () => {
  it("answers a challenge's address with its header in the HTML, revalidated, with its own ETag", async () => {
    const page = await app.request(`/challenges/${demo.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain(
      `<template id="nv-first-paint-challenge"><a href="/x?continue=%2Fchallenges%2F${demo.slug}">in</a>`,
    );
    expect(html).toContain(`<h1 id="page-title">${escapeHtml(demo.title)}</h1>`);
    expect(html).toContain(`<p>${escapeHtml(demo.detail)}</p>`);
    expect(html).not.toContain('nv-fp-');
    const plain = await app.request('/faqs');
    expect(await plain.text()).toBe(INDEX);
    expect(page.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    // The closing slash and a tab in the query draw the same page.
    expect(await (await app.request(`/challenges/${demo.slug}/?tab=details`)).text()).toBe(html);
    const again = await app.request(`/challenges/${demo.slug}`, {
      headers: { 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('sends it compressed', async () => {
    const page = await app.request(`/challenges/${demo.slug}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString('utf8');
    expect(html).toContain(escapeHtml(demo.title));
  });

  it("escapes the challenge's texts: a script in a title is words on the page", async () => {
    const title = 'Why not <script>alert("x")</script> & more?';
    await t.db
      .update(challenges)
      .set({ questionTitle: title })
      .where(eq(challenges.slug, DEMO_CHALLENGES[1]?.slug ?? ''));
    const html = await (await app.request(`/challenges/${DEMO_CHALLENGES[1]?.slug}`)).text();
    expect(html).toContain(
      '<h1 id="page-title">Why not &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more?</h1>',
    );
    expect(html).not.toContain('<script>alert');
  });

  it('gives unknown challenges, drafts and the pages beside challenges the plain index.html', async () => {
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
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(INDEX);
    }
  });
});
