import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, challengePlatforms, challenges, platforms, users } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
const DAY = 86_400_000;

interface Made {
  slug: string;
  title: string;
  detail?: string;
  category: string;
  platform: string;
  catalyst?: string;
  endsInDays: number;
  createdDaysAgo: number;
  solutionFormat?: string;
  prizeMoneyCents?: number;
  prizeType?: string;
  fee?: number;
  settled?: boolean;
}

// Every challenge of this file says "zorblax", so a search for it sees only these.
const MADE: Made[] = [
  {
    slug: 'zx-solar',
    title: 'How could rooftops grow solar gardens?',
    category: 'environment',
    platform: 'nervus',
    endsInDays: 3,
    createdDaysAgo: 5,
    prizeMoneyCents: 10_000,
    prizeType: 'money',
  },
  {
    slug: 'zx-bikes',
    title: 'What would make cycling to school safer?',
    category: 'local-civics',
    platform: 'nervus',
    endsInDays: 9,
    createdDaysAgo: 1,
    fee: 500,
  },
  {
    slug: 'zx-caption',
    title: 'Caption this: a dog surfing',
    category: 'caption-funny',
    platform: 'comedy',
    catalyst: 'dora',
    endsInDays: 2,
    createdDaysAgo: 3,
    solutionFormat: 'qq',
  },
  {
    slug: 'zx-closed',
    title: 'How could a museum open at night?',
    category: 'education',
    platform: 'nervus',
    endsInDays: -2,
    createdDaysAgo: 10,
    settled: true,
    prizeType: 'gift',
  },
];

const at = (days: number) => new Date(t.clock.now.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestServer();
  const db = t.db;
  const cats = new Map(
    (await db.select().from(categories)).map((row) => [row.slug, row.id] as const),
  );
  const plats = new Map(
    (await db.select().from(platforms)).map((row) => [row.slug, row.id] as const),
  );
  const people = new Map(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.handle, ['cora', 'dora']))
    ).map((row) => [row.handle, row.id] as const),
  );
  for (const m of MADE) {
    const platformId = plats.get(m.platform) as string;
    const [row] = await db
      .insert(challenges)
      .values({
        slug: m.slug,
        questionTitle: m.title,
        questionDetail: `${m.detail ?? 'Ideas welcome.'} zorblax`,
        mainCategoryId: cats.get(m.category) ?? null,
        catalystId: people.get(m.catalyst ?? 'cora') as string,
        platformId,
        solutionFormat: m.solutionFormat ?? 'standard',
        prizeType: m.prizeType ?? 'points',
        prizeMoneyCents: m.prizeMoneyCents ?? 0,
        ideaEntryFeeCents: m.fee ?? 0,
        durationStart: at(-m.createdDaysAgo),
        durationEnd: at(m.endsInDays),
        createdAt: at(-m.createdDaysAgo),
        ...(m.settled ? { settledAt: at(m.endsInDays), isClosed: true, status: 'closed' } : {}),
      })
      .returning();
    await db.insert(challengePlatforms).values({ challengeId: row?.id as string, platformId });
  }
  // A suggestion box is never listed, even when its words match.
  await db.insert(challenges).values({
    slug: 'zx-box',
    questionTitle: 'Ask cora anything zorblax',
    solutionFormat: 'ama',
    challengeFormat: 'suggestion',
    catalystId: people.get('cora') as string,
    platformId: plats.get('nervus') as string,
    durationStart: at(-1),
    durationEnd: at(365),
  });
});
afterAll(() => t.close());

async function search(query: Record<string, string>, token?: string) {
  const answer = await t.call('searchChallenges', { query, ...(token ? { token } : {}) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    data: { slug: string; status: string; ideas_count: number; [k: string]: unknown }[];
    meta: {
      total: number;
      page: number;
      size: number;
      sort: string;
      facets: Record<string, { value: string; count: number; name?: string }[]>;
    };
  };
}

const slugs = (body: Awaited<ReturnType<typeof search>>) => body.data.map((hit) => hit.slug);
const facet = (body: Awaited<ReturnType<typeof search>>, name: string) =>
  Object.fromEntries(body.meta.facets[name]?.map((f) => [f.value, f.count]) ?? []);

describe('GET /search/challenges', () => {
  it('finds by text in the detail, never a suggestion box, ordered by relevance', async () => {
    const body = await search({ q: 'zorblax' });
    expect(new Set(slugs(body))).toEqual(
      new Set(['zx-solar', 'zx-bikes', 'zx-caption', 'zx-closed']),
    );
    expect(body.meta).toMatchObject({ total: 4, page: 0, size: 20, sort: 'relevance' });
  });

  it('ranks a title match above a detail match', async () => {
    const body = await search({ q: 'museum' });
    expect(slugs(body)[0]).toBe('zx-closed');
  });

  it('forgives a typo by trigram similarity', async () => {
    // A word matches at a word similarity of 0.5: one letter wrong in a seven-letter word.
    expect(slugs(await search({ q: 'rooftop gardenz' }))).toEqual(['zx-solar']);
    expect(slugs(await search({ q: 'librery' }))).toContain(
      'how-could-a-small-library-double-its-visitors',
    );
    expect(slugs(await search({ q: 'libary' }))).toContain(
      'how-could-a-small-library-double-its-visitors',
    );
    expect(slugs(await search({ q: 'musem at night' }))).toEqual(['zx-closed']);
    expect(slugs(await search({ q: 'canteenz' }))).toContain(
      'how-could-we-cut-food-waste-in-school-canteens',
    );
  });

  it('asks nothing of a stop word, word by word as in the whole query', async () => {
    // "the" is near no word of the title: the word by word match ignores it, as the whole
    // query does ("the" is an English stop word), so the typo alone decides.
    expect(slugs(await search({ q: 'the rooftop gardenz' }))).toEqual(['zx-solar']);
    // A text of stop words only finds nothing.
    expect((await search({ q: 'the and' })).meta.total).toBe(0);
  });

  it("corrects a typo to the words of a challenge's new title", async () => {
    // The lexicon of title words (challenge_words) learns a changed title's words.
    expect((await search({ q: 'obsrvatory' })).meta.total).toBe(0);
    await t.db
      .update(challenges)
      .set({ questionTitle: 'How could a museum open its observatory at night?' })
      .where(eq(challenges.slug, 'zx-closed'));
    expect(slugs(await search({ q: 'obsrvatory' }))).toEqual(['zx-closed']);
    await t.db
      .update(challenges)
      .set({ questionTitle: 'How could a museum open at night?' })
      .where(eq(challenges.slug, 'zx-closed'));
  });

  it('filters by a category and its children', async () => {
    expect(slugs(await search({ q: 'zorblax', category: 'caption-funny' }))).toEqual([
      'zx-caption',
    ]);
    expect(slugs(await search({ q: 'zorblax', category: 'captions' }))).toEqual(['zx-caption']);
    const all = await search({ category: 'captions' });
    expect(slugs(all).sort()).toEqual(['caption-this-cat-on-a-keyboard', 'zx-caption']);
  });

  it('filters by platform, status, solution format, prize, entry fee and catalyst', async () => {
    const q = { q: 'zorblax' };
    expect(slugs(await search({ ...q, platform: 'comedy' }))).toEqual(['zx-caption']);
    expect(slugs(await search({ ...q, status: 'closed' }))).toEqual(['zx-closed']);
    expect((await search({ ...q, status: 'open' })).meta.total).toBe(3);
    expect(slugs(await search({ ...q, solution_format: 'qq' }))).toEqual(['zx-caption']);
    expect(new Set(slugs(await search({ ...q, has_prize: 'true' })))).toEqual(
      new Set(['zx-solar', 'zx-closed']),
    );
    expect((await search({ ...q, has_prize: 'false' })).meta.total).toBe(2);
    expect(slugs(await search({ ...q, has_entry_fee: 'true' }))).toEqual(['zx-bikes']);
    expect(slugs(await search({ ...q, catalyst: 'dora' }))).toEqual(['zx-caption']);
    expect(slugs(await search({ ...q, catalyst: 'Dora' }))).toEqual(['zx-caption']);
    expect((await search({ ...q, catalyst: 'nobody-here' })).meta.total).toBe(0);
    expect((await search({ ...q, category: 'no-such-category' })).meta.total).toBe(0);
  });

  it('sorts by ending soon, newest and most ideas', async () => {
    const q = { q: 'zorblax' };
    expect(slugs(await search({ ...q, sort: 'ending-soon' }))).toEqual([
      'zx-caption',
      'zx-solar',
      'zx-bikes',
      'zx-closed',
    ]);
    const newest = await search({ ...q, sort: 'newest' });
    expect(slugs(newest)).toEqual(['zx-bikes', 'zx-caption', 'zx-solar', 'zx-closed']);
    // Without a text, relevance has nothing to weigh: the newest come first.
    expect((await search({})).meta.sort).toBe('newest');
    expect((await search({ sort: 'relevance' })).meta.sort).toBe('newest');
    const ivan = await t.signIn('ivan');
    const idea = await t.call('enterIdea', {
      token: ivan,
      params: { id: 'zx-solar' },
      body: { title: 'Painted lanes', description: 'Painted lanes, described.' },
    });
    expect(idea.status, JSON.stringify(idea.body)).toBe(201);
    const most = await search({ ...q, sort: 'most-ideas' });
    expect(slugs(most)[0]).toBe('zx-solar');
    expect(most.data[0]?.ideas_count).toBe(1);
  });

  it('pages with the total', async () => {
    const q = { q: 'zorblax', sort: 'newest', size: '3' };
    const first = await search(q);
    const second = await search({ ...q, page: '1' });
    expect(slugs(first)).toEqual(['zx-bikes', 'zx-caption', 'zx-solar']);
    expect(slugs(second)).toEqual(['zx-closed']);
    expect(second.meta).toMatchObject({ total: 4, page: 1, size: 3 });
    expect((await search({ ...q, page: '9' })).data).toEqual([]);
  });

  it('counts each facet over the other filters, ignoring its own', async () => {
    const body = await search({ q: 'zorblax', status: 'open', has_prize: 'false' });
    expect(body.meta.total).toBe(2);
    // Status ignores status: the closed one has a prize, so only open ones remain.
    expect(facet(body, 'status')).toEqual({ open: 2 });
    // Prize ignores prize: three open challenges, one with a prize.
    expect(facet(body, 'has_prize')).toEqual({ true: 1, false: 2 });
    expect(facet(body, 'has_entry_fee')).toEqual({ true: 1, false: 1 });
    expect(facet(body, 'solution_format')).toEqual({ standard: 1, qq: 1 });
    expect(body.meta.facets.category).toEqual([
      { value: 'caption-funny', name: 'Funny', count: 1 },
      { value: 'local-civics', name: 'Local Civics', count: 1 },
    ]);
    const byCategory = await search({ q: 'zorblax', category: 'environment' });
    expect(facet(byCategory, 'category')).toEqual({
      'caption-funny': 1,
      education: 1,
      environment: 1,
      'local-civics': 1,
    });
    expect(facet(byCategory, 'status')).toEqual({ open: 1 });
  });

  it('answers 422 with field errors for bad input', async () => {
    const bad = await t.call('searchChallenges', {
      query: {
        status: 'maybe',
        sort: 'loudest',
        size: '500',
        page: '-1',
        has_prize: 'yes',
        solution_format: 'ama',
        category: 'no spaces please',
        q: 'x'.repeat(201),
      },
    });
    expect(bad.status).toBe(422);
    const fields = (bad.body as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(new Set(fields)).toEqual(
      new Set(['status', 'sort', 'size', 'page', 'has_prize', 'solution_format', 'category', 'q']),
    );
  });

  it("shows nothing of an open challenge's hidden ideas beyond the page's own count", async () => {
    const slug = 'how-could-we-cut-food-waste-in-school-canteens';
    const rita = await t.signIn('rita');
    const entered = await t.call('enterIdea', {
      token: rita,
      params: { id: slug },
      body: { title: 'Compost club', description: 'Compost club, described.' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const ideaId = entered.body.data.idea.id as string;
    const [rita_] = await t.db.select().from(users).where(eq(users.handle, 'rita'));
    const page = await t.call('challengeIdeas', { params: { id: slug } });
    for (const token of [undefined, rita, await t.signIn('cora')]) {
      const body = await search({ q: 'canteens food' }, token);
      const hit = body.data.find((h) => h.slug === slug);
      expect(hit?.ideas_count).toBe(page.body.meta.total);
      const text = JSON.stringify(body);
      expect(text).not.toContain(ideaId);
      expect(text).not.toContain(rita_?.id);
      expect(text).not.toContain('Compost club');
      expect(text).not.toContain('"rita"');
    }
  });
});
