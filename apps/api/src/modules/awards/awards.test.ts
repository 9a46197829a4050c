import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.js';
import {
  highlights,
  medalsAwarded,
  olympiadAllocations,
  olympiadRaces,
  olympiads,
  platforms,
  users,
} from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { awardNeurons } from '../ledger/neurons.js';
import { awardMedals, awardRaceMedals, backfillMedals } from './commands.js';

let t: TestServer;
let cora: string;
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
});
afterAll(() => t.close());

let counter = 0;
async function publish(days = 7) {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token: cora,
    body: {
      challenge: {
        question_title: `How could players earn medals number ${counter}`,
        question_detail: 'A challenge played for its medals in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/medals.jpg',
        duration_end: new Date(t.clock.now.getTime() + days * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'points', prize_money: '0' },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string };
}

async function enter(token: string, challenge: string, title: string): Promise<string> {
  const answer = await t.call('enterIdea', {
    token,
    params: { id: challenge },
    body: { title, description: `${title}, described.` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.idea.id as string;
}

async function rate(token: string, challenge: string, idea: string, stars: number) {
  const answer = await t.call('rateIdea', {
    token,
    params: { id: challenge },
    body: { idea_id: idea, stars },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const ids = (answer: { body: { data: { id: string }[] } }) =>
  answer.body.data.map((m) => m.id).sort();

function medalsOf(userId: string, token?: string) {
  return t.call('playerMedals', { params: { id: userId }, ...(token ? { token } : {}) });
}

function metaOf(userId: string, token?: string) {
  return t.call('medalsMeta', { params: { id: userId }, ...(token ? { token } : {}) });
}

const progress = (
  answer: { body: { data: { id: string; current: number; earned: boolean }[] } },
  id: string,
) => answer.body.data.find((m) => m.id === id);

describe('medals for one’s own play', () => {
  it('shows a first idea to its author at once and to others from the close', async () => {
    const ada = await t.signUp();
    const bob = await t.signUp();
    const challenge = await publish();
    await enter(ada.token, challenge.id, 'Plant a medal garden');

    const own = await medalsOf(ada.user.id, ada.token);
    expect(ids(own)).toEqual(['first-idea']);
    expect(own.body.data[0]).toMatchObject({
      name: 'First Spark',
      tier: 'bronze',
      awarded_at: t.clock.now.toISOString(),
    });
    // Nobody else may learn that ada entered an idea while the challenge is open.
    for (const token of [bob.token, undefined]) {
      const seen = await medalsOf(ada.user.id, token);
      expect(seen.body).toMatchObject({ data: [], meta: { total: 0 } });
      const meta = await metaOf(ada.user.id, token);
      expect(progress(meta, 'first-idea')).toMatchObject({ current: 0, earned: false, times: 0 });
    }
    expect(progress(await metaOf(ada.user.id, ada.token), 'first-idea')).toMatchObject({
      current: 1,
      earned: true,
      times: 1,
    });
    // Its owner was told, on the Game Dash.
    const told = await t.deps.db
      .select({ type: highlights.type, statement: highlights.statement })
      .from(highlights)
      .where(and(eq(highlights.userId, ada.user.id), eq(highlights.type, 'medal-earned')));
    expect(told).toEqual([
      { type: 'medal-earned', statement: expect.stringContaining('First Spark') },
    ]);

    const settledAt = new Date(t.clock.now.getTime() + 60_000);
    t.clock.now = settledAt;
    expect(
      (await t.call('endChallenge', { token: cora, params: { id: challenge.id } })).status,
    ).toBe(200);
    const after = await medalsOf(ada.user.id, bob.token);
    expect(ids(after)).toEqual(['first-idea']);
    // Dated at the close, as the public history dates hidden play.
    expect(after.body.data[0].awarded_at).toBe(settledAt.toISOString());
    expect(progress(await metaOf(ada.user.id), 'first-idea')).toMatchObject({ earned: true });
  });

  it('awards a medal exactly once when its events race and when they are replayed', async () => {
    const ada = await t.signUp();
    const [one, two, three] = [await publish(), await publish(), await publish()];
    await Promise.all(
      [one, two, three].map((c, i) => enter(ada.token, c.id, `Racing idea number ${i}`)),
    );
    const rows = await t.deps.db
      .select({ medal: medalsAwarded.medalId })
      .from(medalsAwarded)
      .where(eq(medalsAwarded.userId, ada.user.id));
    expect(rows).toEqual([{ medal: 'first-idea' }]);
    const told = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(highlights)
      .where(and(eq(highlights.userId, ada.user.id), eq(highlights.type, 'medal-earned')));
    expect(told[0]?.n).toBe(1);

    // A replayed award pays nothing and awards nothing.
    const replay = await inTransaction(t.deps.db, async (tx) => {
      const award = {
        userId: ada.user.id,
        role: 'innovator' as const,
        points: 10,
        reason: 'idea-created',
        isStatic: true,
        key: `replay:${ada.user.id}`,
      };
      const first = await awardNeurons(tx, [award], { now: t.clock.now });
      const again = await awardNeurons(tx, [award], { now: t.clock.now });
      return [
        await awardMedals(tx, first, t.clock.now),
        await awardMedals(tx, again, t.clock.now),
        await awardMedals(tx, first, t.clock.now),
      ];
    });
    expect(replay).toEqual([[], [], []]);
  });

  it('awards brain level milestones from the score its owner sees', async () => {
    const ada = await t.signUp();
    const fresh = await inTransaction(t.deps.db, async (tx) => {
      const paid = await awardNeurons(
        tx,
        [
          {
            userId: ada.user.id,
            role: 'patron',
            points: 5_000,
            reason: 'funding-given',
            isStatic: true,
            key: `level:${ada.user.id}`,
          },
        ],
        { now: t.clock.now },
      );
      return awardMedals(tx, paid, t.clock.now);
    });
    expect(fresh.map((news) => news.key)).toEqual(['medal:brain-level-10:']);
    // Not hidden play: everyone sees it at once.
    expect(ids(await medalsOf(ada.user.id))).toEqual(['brain-level-10']);
    expect(progress(await metaOf(ada.user.id), 'brain-level-25')).toMatchObject({
      current: 10,
      earned: false,
    });
  });
});

describe('medals of counts that hold hidden play', () => {
  it('shows others a tenth rating’s medal only once ten ratings are public', async () => {
    const rater = await t.signUp();
    const authors = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    const settledFirst = await publish();
    const stillOpen = await publish();
    const ideasOf = async (challenge: { id: string }, who: typeof authors, each: number) => {
      const entered: string[] = [];
      for (const author of who)
        for (let i = 0; i < each; i++)
          entered.push(
            await enter(author.token, challenge.id, `Idea ${i} of ${author.user.handle}`),
          );
      return entered;
    };
    // Six ratings in the challenge that will close, then four in the one that stays open.
    for (const idea of await ideasOf(settledFirst, authors.slice(0, 2), 3))
      await rate(rater.token, settledFirst.id, idea, 4);
    for (const idea of await ideasOf(stillOpen, authors.slice(2), 2))
      await rate(rater.token, stillOpen.id, idea, 4);

    expect(ids(await medalsOf(rater.user.id, rater.token))).toEqual(['first-rating', 'ratings-10']);
    expect(ids(await medalsOf(rater.user.id))).toEqual([]);
    expect(
      (await t.call('endChallenge', { token: cora, params: { id: settledFirst.id } })).status,
    ).toBe(200);
    // Six ratings are public: the first rating's medal is, the tenth's is not yet.
    expect(ids(await medalsOf(rater.user.id))).toEqual(['first-rating']);
    expect(progress(await metaOf(rater.user.id), 'ratings-10')).toMatchObject({
      current: 6,
      earned: false,
    });
    expect(
      (await t.call('endChallenge', { token: cora, params: { id: stillOpen.id } })).status,
    ).toBe(200);
    expect(ids(await medalsOf(rater.user.id))).toEqual(['first-rating', 'ratings-10']);
  });
});

describe('idea medals', () => {
  it('awards the Top 3 and the winner at the settlement, unknown before it', async () => {
    const players = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    const [a, b, c, d] = players as [
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
      (typeof players)[0],
    ];
    const challenge = await publish();
    const x = await enter(a.token, challenge.id, 'The best idea of all');
    const y = await enter(b.token, challenge.id, 'The second idea');
    for (const [rater, idea, stars] of [
      [c, x, 5],
      [d, x, 5],
      [c, y, 3],
      [d, y, 3],
      [a, y, 2],
    ] as const)
      await rate(rater.token, challenge.id, idea, stars);

    // While open, the idea's awards answer exactly as an unknown idea's, to everyone.
    const unknown = await t.call('ideaAwards', {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    for (const token of [a.token, cora, undefined]) {
      const hidden = await t.call('ideaAwards', { params: { id: x }, ...(token ? { token } : {}) });
      expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
    }
    expect((await t.call('ideaAwards', { params: { id: 'not-an-id' } })).body).toEqual(
      unknown.body,
    );

    expect(
      (await t.call('endChallenge', { token: cora, params: { id: challenge.id } })).status,
    ).toBe(200);
    const won = await t.call('ideaAwards', { params: { id: x } });
    expect(won.status).toBe(200);
    expect(ids(won)).toEqual(['challenge-won', 'idea-podium']);
    expect(won.body.data[0]).toMatchObject({
      user_id: a.user.id,
      idea_id: x,
      idea_title: 'The best idea of all',
      challenge_slug: challenge.slug,
    });
    expect(ids(await t.call('ideaAwards', { params: { id: y } }))).toEqual(['idea-podium']);
    const aMedals = ids(await medalsOf(a.user.id));
    expect(aMedals).toEqual(['challenge-won', 'first-idea', 'first-rating', 'idea-podium']);
    // The raters' first ratings are public now too.
    expect(ids(await medalsOf(c.user.id))).toEqual(['first-rating']);
    // A second settlement awards nothing more.
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(medalsAwarded);
    await inTransaction(t.deps.db, async (tx) => {
      const { settlementMedalGrants } = await import('./commands.js');
      const { writeGrants } = await import('./queries.js');
      const granted = await writeGrants(
        tx,
        await settlementMedalGrants(tx, challenge.id, t.clock.now),
      );
      expect(granted.filter((g) => g.fresh)).toEqual([]);
    });
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(medalsAwarded);
    expect(after).toEqual(before);
  });
});

describe('olympiad medals', () => {
  it('awards a race’s podium once, the ineligible left out', async () => {
    const players = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    const [platform] = await t.deps.db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.slug, players[0]?.user.handle ?? ''));
    const [olympiad] = await t.deps.db
      .insert(olympiads)
      .values({
        platformId: platform?.id ?? '',
        name: 'A closed test cycle',
        type: 'public',
        cadence: 'weekly',
        timeZone: 'UTC',
        cycleKey: 'test-cycle',
        startTime: new Date(t.clock.now.getTime() - 7 * 86_400_000),
        endTime: t.clock.now,
        status: 'closed',
      })
      .returning({ id: olympiads.id });
    const [race] = await t.deps.db
      .insert(olympiadRaces)
      .values({ olympiadId: olympiad?.id ?? '', board: 'overall', name: 'Nerve Score' })
      .returning({ id: olympiadRaces.id });
    await t.deps.db.insert(olympiadAllocations).values(
      players.map((p, i) => ({
        olympiadId: olympiad?.id ?? '',
        raceId: race?.id ?? '',
        userId: p.user.id,
        rank: i + 1,
        cents: 0,
        milliPoints: 1000 * (10 - i),
        state: i === 1 ? ('not_eligible' as const) : ('allocated' as const),
      })),
    );
    const award = () =>
      inTransaction(t.deps.db, (tx) => awardRaceMedals(tx, olympiad?.id ?? '', t.clock.now));
    const first = await award();
    expect(first.map((n) => n.userId).sort()).toEqual(
      [players[0]?.user.id, players[2]?.user.id].sort(),
    );
    expect(await award()).toEqual([]);
    const shown = await medalsOf(players[0]?.user.id ?? '');
    expect(shown.body.data).toEqual([
      expect.objectContaining({
        id: 'olympiad-podium',
        race_name: 'Nerve Score',
        olympiad_name: 'A closed test cycle',
      }),
    ]);
  });
});

describe('the awards calls', () => {
  it('answer 404 for an unknown player and 422 for a bad page', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      expect((await medalsOf(id)).status).toBe(404);
      expect((await metaOf(id)).status).toBe(404);
    }
    const [someone] = await t.deps.db.select({ id: users.id }).from(users).limit(1);
    const bad = await t.call('playerMedals', {
      params: { id: someone?.id ?? '' },
      query: { size: '0' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['size']);
  });

  it('give the seed’s demo players medals, and a backfill writes nothing twice', async () => {
    const [coraRow] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.screenName, 'cora'));
    const coraMedals = await medalsOf(coraRow?.id ?? '');
    expect(coraMedals.body.data.length).toBeGreaterThan(0);
    expect(ids(coraMedals)).toContain('first-challenge');
    expect(await inTransaction(t.deps.db, (tx) => backfillMedals(tx, t.clock.now))).toBe(0);
  });

  it('lists the whole catalogue with progress, a page of medals at a time', async () => {
    const ada = await t.signUp();
    const challenge = await publish();
    await enter(ada.token, challenge.id, 'An idea for the pages');
    const meta = await metaOf(ada.user.id, ada.token);
    const { MEDALS } = await import('@nervus/game-rules');
    expect(meta.body.data.map((m: { id: string }) => m.id)).toEqual(MEDALS.map((m) => m.id));
    expect(progress(meta, 'ideas-10')).toMatchObject({ current: 1, target: 10, ratio: 0.1 });
    const page = await t.call('playerMedals', {
      token: ada.token,
      params: { id: ada.user.id },
      query: { size: '1', page: '1' },
    });
    expect(page.body).toMatchObject({ data: [], meta: { total: 1, page: 1, size: 1 } });
  });
});
