import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { challenges, ideas, neuronLedger, users } from '../db/schema.js';
import { processEnv } from '../env.js';
import { insertIdeaRating } from '../modules/game/queries.js';
import { seed } from '../seed/seed.js';
import { createTestServer, dbKind, type TestServer } from '../test/harness.js';
import {
  freshDatabase,
  type LogLine,
  lines,
  type ServerProcess,
  startServerProcess,
} from '../test/processes.js';
import { SWEEP_LOCK, startSweeper, sweepOnce } from './sweep.js';

const DAY = 86_400_000;

describe('sweepOnce and startSweeper (in process)', () => {
  let t: TestServer;
  let cora: string;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestServer();
    cora = await t.signIn('cora');
  });
  afterAll(() => t.close());

  const database = () => ({ db: t.db, kind: dbKind }) as const;
  /** A sweep's clock: two days on, when every challenge `dueChallenge` publishes has ended. */
  const later = () => new Date(t.clock.now.getTime() + 2 * DAY);

  async function dueChallenge(): Promise<string> {
    counter += 1;
    const answer = await t.call('createChallenge', {
      token: cora,
      body: {
        challenge: {
          question_title: `How could a sweep settle challenge number ${counter}`,
          question_detail: 'Ends tomorrow; the sweep settles it.',
          platform_category: 'environment',
          innovation_scale: 'blue-sky',
          primary_image: 'https://images.nervus.test/sweep.jpg',
          duration_end: new Date(t.clock.now.getTime() + DAY).toISOString(),
          tags: [],
        },
        prize: { prize_type: 'points', prize_money: '0' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.challenge.id as string;
  }

  async function settledAt(id: string): Promise<Date | null> {
    const [row] = await t.db
      .select({ settledAt: challenges.settledAt })
      .from(challenges)
      .where(eq(challenges.id, id));
    return row?.settledAt ?? null;
  }

  it('settles the challenges whose time is up, and a second sweep finds nothing', async () => {
    const id = await dueChallenge();
    expect(await settledAt(id)).toBeNull();
    const first = await sweepOnce(database(), later(), t.deps);
    expect(first.ran && first.settled).toBeGreaterThanOrEqual(1);
    expect(await settledAt(id)).toEqual(later());
    expect(await sweepOnce(database(), later(), t.deps)).toMatchObject({ ran: true, settled: 0 });
  });

  it.runIf(dbKind === 'postgres')(
    'skips its turn while another connection holds the sweep lock',
    async () => {
      const id = await dueChallenge();
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK}::bigint)`);
        expect(await sweepOnce(database(), later(), t.deps)).toEqual({ ran: false });
        expect(await settledAt(id)).toBeNull();
      });
      expect(await sweepOnce(database(), later(), t.deps)).toMatchObject({ ran: true, settled: 1 });
      expect(await settledAt(id)).not.toBeNull();
    },
  );

  it('sweeps at once when started and, stopped, waits for the sweep in flight', async () => {
    const id = await dueChallenge();
    const logs: LogLine[] = [];
    const log = pino(
      { level: 'debug' },
      { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    );
    const sweeper = startSweeper({
      database: database(),
      everyMs: 60_000,
      log,
      realtime: t.deps.realtime,
      now: later,
    });
    await sweeper.stop();
    expect(await settledAt(id)).not.toBeNull();
    expect(lines(logs, 'challenges settled').map((l) => l.settled)).toEqual([1]);
    expect(lines(logs, 'sweep finished')).toHaveLength(1);
  });
});

const ADMIN_URL = processEnv().DATABASE_URL;

/**
 * Two real server processes on one database, sweeping every 100 ms: the sweep runs in one of
 * them at a time, and the challenge whose time is up is settled exactly once.
 */
describe.runIf(ADMIN_URL)('the sweep across two server processes (DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await freshDatabase(ADMIN_URL as string);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database?.drop();
  });

  it('settles a due challenge exactly once, by the one process holding the lock', async () => {
    // The demo library challenge ended three days ago; give it three ideas rated twice each,
    // so its settlement ranks them and pays neurons.
    const handle = await openDatabase({ url: database.url, dataDir: '' });
    await handle.migrate();
    await seed(handle.db, { demo: true });
    const db = handle.db;
    const people = new Map(
      (await db.select({ id: users.id, handle: users.handle }).from(users)).map((u) => [
        u.handle,
        u.id,
      ]),
    );
    const id = (handle: string) => people.get(handle) as string;
    const [library] = await db
      .select({ id: challenges.id })
      .from(challenges)
      .where(eq(challenges.slug, 'how-could-a-small-library-double-its-visitors'));
    const challengeId = library?.id as string;
    await db.transaction(async (tx) => {
      const entered = await tx
        .insert(ideas)
        .values(
          ['ivan', 'mona', 'sam'].map((author, i) => ({
            challengeId,
            authorId: id(author),
            title: `Idea ${i + 1} of ${author}`,
            description: 'Entered before the end.',
            contentHash: `${i}`.repeat(64),
          })),
        )
        .returning({ id: ideas.id });
      for (const [i, idea] of entered.entries())
        for (const rater of ['rita', 'pat'])
          await insertIdeaRating(tx, {
            ideaId: idea.id,
            raterId: id(rater),
            challengeId,
            tenths: 50 - i * 10,
            time: new Date(),
          });
    });

    // While the test holds the sweep lock, both servers sweep and skip their turn.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1::bigint)', [SWEEP_LOCK]);

    for (const port of [3131, 3132])
      servers.push(
        startServerProcess({
          PORT: String(port),
          DATABASE_URL: database.url,
          SETTLE_SWEEP_MS: '100',
          WEB_DIST: '/nonexistent',
        }),
      );
    await Promise.all(
      servers.map((s) =>
        s.until('two skipped sweeps', (logs) => lines(logs, /^sweep skipped/).length >= 2),
      ),
    );
    const unsettled = await db
      .select({ settledAt: challenges.settledAt })
      .from(challenges)
      .where(eq(challenges.id, challengeId));
    expect(unsettled).toEqual([{ settledAt: null }]);

    await holder.query('select pg_advisory_unlock($1::bigint)', [SWEEP_LOCK]);
    await holder.end();
    const settledBy = () =>
      servers.flatMap((s) => lines(s.logs, 'challenges settled').map((l) => l.pid));
    await Promise.race(servers.map((s) => s.until('a settlement', () => settledBy().length > 0)));
    // Then both keep sweeping (three more turns each) and find nothing left to settle.
    const seen = servers.map((s) => lines(s.logs, /^sweep (finished|skipped)/).length);
    await Promise.all(
      servers.map((s, i) =>
        s.until(
          'three more sweeps',
          (logs) =>
            lines(logs, 'sweep finished').length >= 3 &&
            lines(logs, /^sweep (finished|skipped)/).length >= (seen[i] ?? 0) + 3,
        ),
      ),
    );

    // One settler, once: the library and the other demo challenge that has ended.
    const settledLines = servers.flatMap((s) => lines(s.logs, 'challenges settled'));
    expect(settledLines.map((l) => l.settled)).toEqual([2]);
    expect(servers.map((s) => s.child.pid)).toContain(settledLines[0]?.pid);
    const ranked = await db
      .select({ rank: ideas.rank })
      .from(ideas)
      .where(eq(ideas.challengeId, challengeId))
      .orderBy(ideas.rank);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3]);
    // The neurons of one settlement: written by its transaction, at its time.
    const [closed] = await db
      .select({ settledAt: challenges.settledAt })
      .from(challenges)
      .where(eq(challenges.id, challengeId));
    const handleOf = new Map([...people].map(([h, userId]) => [userId, h]));
    const paid = await db
      .select({
        userId: neuronLedger.userId,
        reason: neuronLedger.reason,
        createdAt: neuronLedger.createdAt,
      })
      .from(neuronLedger)
      .where(eq(neuronLedger.challengeId, challengeId))
      .orderBy(neuronLedger.id);
    expect(paid.map((p) => [handleOf.get(p.userId), p.reason])).toEqual([
      ['ivan', 'community-top-5:1'],
      ['mona', 'community-top-5:2'],
      ['sam', 'community-top-5:3'],
      ['cora', 'ranked-ideas'],
    ]);
    expect(paid.every((p) => p.createdAt.getTime() === closed?.settledAt?.getTime())).toBe(true);

    expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);
    await handle.close();
  }, 120_000);
});
