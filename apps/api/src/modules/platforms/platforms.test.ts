import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platforms } from '../../db/schema.js';
import { subdomainOf } from '../../http/tenancy.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('subdomainOf', () => {
  it.each([
    ['localhost:3000', null],
    ['comedy.localhost:3000', 'comedy'],
    ['www.localhost', 'www'],
    ['comedy.nervus.test', 'comedy'],
    ['nervus.test', null],
    ['127.0.0.1:3000', null],
    ['[::1]:3000', null],
    ['deep.comedy.localhost', 'comedy'],
    [undefined, null],
  ])('%s → %s', (host, label) => {
    expect(subdomainOf(host, 'nervus.test')).toBe(label);
  });
});

describe('the current platform', () => {
  it('comes from the host subdomain', async () => {
    const comedy = await t.call('currentPlatform', { host: 'comedy.localhost:3000' });
    expect(comedy.body.data).toMatchObject({
      slug: 'comedy',
      title: 'Comedy Club',
      slogan: 'The funniest idea wins',
    });
    const production = await t.call('currentPlatform', { host: 'political.nervus.test' });
    expect(production.body.data.slug).toBe('political');
  });

  it('is the default root for aliases, bare hosts and unknown subdomains', async () => {
    for (const host of [
      'localhost',
      'www.localhost',
      'dev.nervus.test',
      'staging.localhost',
      'release.localhost',
      'nope.localhost',
    ]) {
      const answer = await t.call('currentPlatform', { host });
      expect(answer.body.data, host).toMatchObject({ slug: 'nervus', is_default: true });
    }
    const root = await t.call('currentPlatform');
    expect(root.body.data.aliases).toEqual(['www', 'dev', 'staging', 'release']);
  });
});

describe('GET /platforms/{id}', () => {
  it('finds every built-in platform by slug, with its categories', async () => {
    for (const slug of [
      'nervus',
      'comedy',
      'daily',
      'admin',
      'political',
      'caption',
      'build',
      'lyfe',
      'maine',
      'business',
      'claremont',
      'rpg',
      'skeptic',
    ]) {
      const answer = await t.call('platform', { params: { id: slug } });
      expect(answer.status, slug).toBe(200);
      expect(answer.body.data.title.length).toBeGreaterThan(0);
      expect(answer.body.data.marketing_phrase).not.toBeNull();
    }
    const caption = await t.call('platform', { params: { id: 'caption' } });
    expect(caption.body.data.categories).toEqual([{ slug: 'captions', name: 'Captions' }]);
  });

  it('finds personal platforms, with their owner', async () => {
    const answer = await t.call('platform', { params: { id: 'ivan' } });
    expect(answer.body.data).toMatchObject({ type: 'user-platform', owner: { handle: 'ivan' } });
    expect((await t.call('platform', { params: { id: answer.body.data.id } })).body.data.slug).toBe(
      'ivan',
    );
  });

  it('answers 404 for unknown platforms', async () => {
    expect((await t.call('platform', { params: { id: 'atlantis' } })).status).toBe(404);
  });
});

describe('GET /platforms', () => {
  it('pages with meta.total and searches', async () => {
    const page = await t.call('platforms', { query: { page: '0', size: '5' } });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.meta).toMatchObject({ page: 0, size: 5 });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(14 + 8);
    const search = await t.call('platforms', { query: { search: 'comedy' } });
    expect(search.body.data.map((p: { slug: string }) => p.slug)).toEqual(['comedy']);
    expect(search.body.meta.total).toBe(1);
  });

  it('refuses bad paging', async () => {
    expect((await t.call('platforms', { query: { size: '0' } })).status).toBe(422);
    expect((await t.call('platforms', { query: { size: '1000' } })).status).toBe(422);
    expect((await t.call('platforms', { query: { page: '-1' } })).status).toBe(422);
  });
});

describe('platform preferences', () => {
  it('are public to read', async () => {
    const answer = await t.call('platformPreferences', { params: { id: 'comedy' } });
    expect(answer.body.data).toMatchObject({
      title: 'Comedy Club',
      slogan: 'The funniest idea wins',
    });
  });

  it('can be changed by the owner of a personal platform, and then show on it', async () => {
    const { token, user } = await t.signUp();
    const answer = await t.call('putPlatformPreferences', {
      token,
      params: { id: user.handle },
      body: {
        title: 'My Lab',
        slogan: 'Ideas, tested',
        masthead_background_image: 'https://img.example/m.png',
      },
    });
    expect(answer.body.data).toMatchObject({ title: 'My Lab', slogan: 'Ideas, tested' });
    expect((await t.call('platform', { params: { id: user.handle } })).body.data.title).toBe(
      'My Lab',
    );
  });

  it('can be changed by a platform ambassador and by admins, not by others', async () => {
    const body = { slogan: 'Fresh every morning' };
    expect((await t.call('putPlatformPreferences', { params: { id: 'daily' }, body })).status).toBe(
      401,
    );
    const other = await t.call('putPlatformPreferences', {
      token: await t.signIn('rita'),
      params: { id: 'daily' },
      body,
    });
    expect(other.status).toBe(403);
    const dora = await t.call('putPlatformPreferences', {
      token: await t.signIn('dora'),
      params: { id: 'daily' },
      body,
    });
    expect(dora.status).toBe(200);
    const admin = await t.call('putPlatformPreferences', {
      token: await t.signIn('ada'),
      params: { id: 'daily' },
      body: { slogan: 'Daily ideas' },
    });
    expect(admin.body.data.slogan).toBe('Daily ideas');
    // The host lookup sees the change at once on this instance.
    expect((await t.call('currentPlatform', { host: 'daily.localhost' })).body.data.slogan).toBe(
      'Daily ideas',
    );
  });

  it('refuses bad values', async () => {
    const token = await t.signIn('ada');
    const answer = await t.call('putPlatformPreferences', {
      token,
      params: { id: 'daily' },
      body: { title: '', masthead_background_image: 'http://insecure.example/x.png', extra: 1 },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'extra',
      'masthead_background_image',
      'title',
    ]);
  });
});

describe('a platform accent', () => {
  it('comes with the built-in platforms the seed colours, and is null elsewhere', async () => {
    const comedy = await t.call('currentPlatform', { host: 'comedy.localhost' });
    expect(comedy.body.data.accent_color).toBe('#e8590c');
    expect((await t.call('currentPlatform')).body.data.accent_color).toBeNull();
    const daily = await t.call('platformPreferences', { params: { id: 'daily' } });
    expect(daily.body.data.accent_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is saved lower-case by whoever may manage the platform, served at once, and cleared with null', async () => {
    const { token, user } = await t.signUp();
    const put = (body: Record<string, unknown>, as = token) =>
      t.call('putPlatformPreferences', { token: as, params: { id: user.handle }, body });
    const saved = await put({ accent_color: ' #2F9E44 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.accent_color).toBe('#2f9e44');
    const served = await t.call('platform', { params: { id: user.handle } });
    expect(served.body.data.accent_color).toBe('#2f9e44');
    // A title change leaves the colour alone.
    expect((await put({ title: 'Green Lab' })).body.data.accent_color).toBe('#2f9e44');
    expect((await put({ accent_color: '#ffffff' }, await t.signIn('rita'))).status).toBe(403);
    expect((await put({ accent_color: null })).body.data.accent_color).toBeNull();
  });

  it('must be # and six hexadecimal digits', async () => {
    const token = await t.signIn('ada');
    for (const accent_color of ['red', '#fff', '#12345g', 'e8590c', '#e8590c0', 12, 'rgb(1,2,3)']) {
      const answer = await t.call('putPlatformPreferences', {
        token,
        params: { id: 'comedy' },
        body: { accent_color },
      });
      expect(answer.status, String(accent_color)).toBe(422);
      expect(answer.body.errors[0].field).toBe('accent_color');
    }
    const comedy = await t.call('currentPlatform', { host: 'comedy.localhost' });
    expect(comedy.body.data.accent_color).toBe('#e8590c');
  });
});

describe('kept platforms', () => {
  it('are reused between reads, forgotten at once by a write here, after seconds otherwise', async () => {
    const read = (etag?: string) =>
      t.request('GET', '/platforms/lyfe', etag ? { headers: { 'if-none-match': etag } } : {});
    const current = () => t.call('currentPlatform', { host: 'lyfe.localhost' });
    const first = await read();
    const etag = first.headers.get('etag') as string;
    expect((await current()).body.data.slogan).toBe(first.body.data.slogan);

    // Another server process changes the row: this one keeps what it read for a few seconds.
    await t.db
      .update(platforms)
      .set({ slogan: 'From elsewhere' })
      .where(eq(platforms.slug, 'lyfe'));
    expect((await read(etag)).status).toBe(304);
    expect((await current()).body.data.slogan).toBe(first.body.data.slogan);
    t.clock.now = new Date(t.clock.now.getTime() + 6_000);
    expect((await read(etag)).body.data.slogan).toBe('From elsewhere');
    expect((await current()).body.data.slogan).toBe('From elsewhere');

    // A write through this server shows on the next read, under a new tag.
    const changed = await t.call('putPlatformPreferences', {
      token: await t.signIn('ada'),
      params: { id: 'lyfe' },
      body: { slogan: 'Written here' },
    });
    expect(changed.status).toBe(200);
    const after = await read(etag);
    expect(after.status).toBe(200);
    expect(after.body.data.slogan).toBe('Written here');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await current()).body.data.slogan).toBe('Written here');
  });
});

describe('staff', () => {
  it('lists the owner of a personal platform and the ambassadors of a system one', async () => {
    const ivan = await t.call('platformStaff', { params: { id: 'ivan' } });
    expect(ivan.body.data).toEqual([
      expect.objectContaining({ role: 'owner', user: expect.objectContaining({ handle: 'ivan' }) }),
    ]);
    const daily = await t.call('platformStaff', { params: { id: 'daily' } });
    expect(
      daily.body.data.map((s: { role: string; user: { handle: string } }) => [
        s.user.handle,
        s.role,
      ]),
    ).toEqual([['dora', 'ambassador']]);
  });
});

describe('categories', () => {
  type Node = { slug: string; name: string; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('form a tree with local civics and the caption categories', async () => {
    const answer = await t.call('categories');
    const tops = answer.body.data.map((n: Node) => n.slug);
    expect(tops).toEqual(['ask-a-question', 'test-an-idea', 'save-an-idea', 'captions']);
    const all = flat(answer.body.data);
    expect(all.find((n) => n.slug === 'local-civics')?.name).toBe('Local Civics');
    const captions = answer.body.data.find((n: Node) => n.slug === 'captions') as Node;
    expect(captions.children.map((n) => n.name)).toEqual([
      'Funny',
      'Inspiring',
      'Insightful',
      'Shocking',
    ]);
  });

  it('per platform: its own subtrees, or the default platform’s', async () => {
    const comedy = await t.call('platformCategories', { params: { id: 'comedy' } });
    expect(comedy.body.data.map((n: Node) => n.slug)).toEqual(['arts-culture', 'captions']);
    const personal = await t.call('platformCategories', { params: { id: 'ivan' } });
    expect(personal.body.data.map((n: Node) => n.slug)).toEqual([
      'ask-a-question',
      'test-an-idea',
      'save-an-idea',
      'captions',
    ]);
  });
});

describe('content pages', () => {
  it('answer the platform’s own page, or the default one', async () => {
    const comedy = await t.call('contentPage', { params: { id: 'comedy', page: 'about' } });
    expect(comedy.body.data.title).toBe('About the Comedy Club');
    const daily = await t.call('contentPage', { params: { id: 'daily', page: 'about' } });
    expect(daily.body.data).toMatchObject({ title: 'About Nervus', platform_id: null });
    expect(
      (await t.call('contentPage', { params: { id: 'daily', page: 'terms-of-service' } })).status,
    ).toBe(200);
  });

  it('answer 404 for unknown pages and platforms', async () => {
    expect((await t.call('contentPage', { params: { id: 'daily', page: 'secrets' } })).status).toBe(
      404,
    );
    expect(
      (await t.call('contentPage', { params: { id: 'atlantis', page: 'about' } })).status,
    ).toBe(404);
  });
});
