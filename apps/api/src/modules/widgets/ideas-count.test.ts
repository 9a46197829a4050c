// challenges.ideas_count (migration 0026): kept by statement triggers on ideas, which "most
// played" and search's `ideas_count` read instead of counting. Every way ideas come and go
// keeps it equal to the real count: an idea entered through the app, several ideas of several
// challenges in one statement, an idea deleted, a player's ideas deleted by the cascade of their
// account, a challenge's ideas deleted by the cascade of the challenge.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, ideas, platforms, users } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
const DAY = 86_400_000;
const SLUGS = ['ic-lanterns', 'ic-ferries'] as const;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestServer();
  const [cora] = await t.db.select().from(users).where(eq(users.handle, 'cora'));
  const [home] = await t.db.select().from(platforms).where(eq(platforms.slug, 'nervus'));
  const now = t.clock.now.getTime();
  const made = await t.db
    .insert(challenges)
    .values(
      SLUGS.map((slug) => ({
        slug,
        questionTitle: `How could ${slug.slice(3)} light the harbour?`,
        catalystId: cora?.id as string,
        platformId: home?.id as string,
        durationStart: new Date(now - DAY),
        durationEnd: new Date(now + 7 * DAY),
      })),
    )
    .returning();
  for (const row of made) ids.set(row.slug, row.id);
});
afterAll(() => t.close());

/** Each challenge's kept count next to its real one. */
async function counts() {
  const rows = (await t.db.execute(sql`
    select c.slug, c.ideas_count as kept,
      (select count(*)::int from ideas i where i.challenge_id = c.id) as real
    from challenges c where c.slug in ${[...SLUGS]} order by c.slug`)) as unknown as {
    rows: { slug: string; kept: number; real: number }[];
  };
  return Object.fromEntries(rows.rows.map((r) => [r.slug, [Number(r.kept), Number(r.real)]]));
}

async function newPlayer(handle: string) {
  const [row] = await t.db
    .insert(users)
    .values({ email: `${handle}@ideas-count.test`, passwordHash: 'x', screenName: handle, handle })
    .returning();
  return row?.id as string;
}

const idea = (challenge: string, authorId: string, n: number) => ({
  challengeId: ids.get(challenge) as string,
  authorId,
  title: `Idea ${n}`,
  description: `Idea ${n}, described.`,
  contentHash: `ideas-count-${n}`,
});

describe('challenges.ideas_count', () => {
  it('counts an idea entered through the app', async () => {
    expect(await counts()).toEqual({ 'ic-ferries': [0, 0], 'ic-lanterns': [0, 0] });
    const entered = await t.call('enterIdea', {
      token: await t.signIn('ivan'),
      params: { id: 'ic-lanterns' },
      body: { title: 'Paper boats', description: 'Paper boats, described.' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(await counts()).toEqual({ 'ic-ferries': [0, 0], 'ic-lanterns': [1, 1] });
  });

  it('counts ideas of several challenges inserted in one statement, and one deleted', async () => {
    const ada = await newPlayer('ic-ada');
    const [first] = await t.db
      .insert(ideas)
      .values([
        idea('ic-lanterns', ada, 1),
        idea('ic-lanterns', ada, 2),
        idea('ic-ferries', ada, 3),
      ])
      .returning();
    expect(await counts()).toEqual({ 'ic-ferries': [1, 1], 'ic-lanterns': [3, 3] });
    await t.db.delete(ideas).where(eq(ideas.id, first?.id as string));
    expect(await counts()).toEqual({ 'ic-ferries': [1, 1], 'ic-lanterns': [2, 2] });
  });

  it("drops a player's ideas deleted by the cascade of their account", async () => {
    const bo = await newPlayer('ic-bo');
    await t.db
      .insert(ideas)
      .values([idea('ic-lanterns', bo, 4), idea('ic-ferries', bo, 5), idea('ic-ferries', bo, 6)]);
    expect(await counts()).toEqual({ 'ic-ferries': [3, 3], 'ic-lanterns': [3, 3] });
    await t.db.delete(users).where(eq(users.id, bo));
    expect(await counts()).toEqual({ 'ic-ferries': [1, 1], 'ic-lanterns': [2, 2] });
  });

  it("keeps the others right when a challenge's ideas go with it by cascade", async () => {
    await t.db.delete(challenges).where(eq(challenges.slug, 'ic-ferries'));
    const left = await t.db
      .select()
      .from(ideas)
      .where(inArray(ideas.challengeId, [...ids.values()]));
    expect(left.every((row) => row.challengeId === ids.get('ic-lanterns'))).toBe(true);
    expect(await counts()).toEqual({ 'ic-lanterns': [2, 2] });
    // Search answers the kept count.
    const found = await t.call('searchChallenges', { query: { q: 'harbour lanterns' } });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data).toMatchObject([{ slug: 'ic-lanterns', ideas_count: 2 }]);
  });
});
