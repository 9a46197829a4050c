/**
 * A director's tournament over real HTTP: settings, money into races, the close with its
 * allocations, payouts (exactly once, also concurrently), the admin's recalculation, admins
 * and payout accounts, and who may do each.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { defaultPayoutProvider } from './payouts/builtin.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
beforeAll(async () => {
  t = await createTestServer();
  defaultPayoutProvider.reset();
});
afterAll(async () => {
  defaultPayoutProvider.reset();
  // The boards below are written by hand, not earned: take them out before the harness
  // reconciles what the ledger earned.
  await t.db.execute(sql`delete from olympiad_scores where olympiad_id in (
    select o.id from olympiads o join platforms p on p.id = o.platform_id where p.slug like 'player%')`);
  await t.close();
});

let deposits = 0;
async function player(cents = 0): Promise<Player> {
  const { token, user } = await t.signUp();
  if (cents > 0) {
    deposits += 1;
    await t.db.insert(moneyLedger).values({
      userId: user.id,
      kind: 'deposit',
      cents,
      idempotencyKey: `deposit:olympiad-test:${deposits}`,
      createdAt: t.clock.now,
    });
  }
  return { token, id: user.id, handle: user.handle };
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function balance(p: Player): Promise<number> {
  const [row] = await rows<{ cents: number }>(
    sql`select coalesce(sum(cents), 0)::int as cents from money_ledger where user_id = ${p.id}`,
  );
  return Number(row?.cents);
}

/** Makes `director` the director of their personal platform's tournament (as o1's hook will). */
async function becomeDirector(director: Player) {
  await t.db.execute(sql`
    insert into olympiad_bases (platform_id, director_id, name)
    select id, ${director.id}, ${`${director.handle}'s tournament`} from platforms
    where slug = ${director.handle}
    on conflict do nothing`);
}

async function setScore(olympiadId: string, board: string, p: Player, milli: number, at: number) {
  await t.db.execute(sql`
    insert into olympiad_scores (olympiad_id, board, user_id, milli_points, reached_at)
    values (${olympiadId}, ${board}, ${p.id}, ${milli}, ${new Date(Date.UTC(2026, 10, 23, 0, at)).toISOString()}::timestamptz)
    on conflict (olympiad_id, board, user_id) do update set milli_points = excluded.milli_points`);
}

let keyCount = 0;
const newKey = () => `olympiad-key-${++keyCount}`;

describe('a weekly tournament from opening to payout', () => {
  let dora: Player;
  let ivan: Player;
  let rita: Player;
  let mona: Player;
  let sam: Player;
  let pat: Player;
  let ada: string;
  let olympiadId: string;
  let raceId: string;

  beforeAll(async () => {
    dora = await player(5000);
    ivan = await player();
    rita = await player();
    mona = await player();
    sam = await player();
    pat = await player(5000);
    ada = await t.signIn('ada');
    await becomeDirector(dora);
  });

  it('refuses settings to visitors (401), other players (403) and bad input (422), changing nothing', async () => {
    const body = { cadence: 'weekly' };
    const params = { platform: dora.handle };
    expect((await t.call('putBaseOlympiad', { params, body })).status).toBe(401);
    const before = await t.databaseDigest();
    expect((await t.call('putBaseOlympiad', { params, body, token: ivan.token })).status).toBe(403);
    const bad = await t.call('putBaseOlympiad', {
      params,
      body: { cadence: 'daily', time_zone: 'Mars/Olympus' },
      token: dora.token,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cadence',
      'time_zone',
    ]);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('opens a weekly cycle with the template prize pledged from the director', async () => {
    const answer = await t.call('putBaseOlympiad', {
      params: { platform: dora.handle },
      body: {
        cadence: 'weekly',
        time_zone: 'Europe/Paris',
        races: [
          { board: 'overall', name: 'Nerve Score', prize_cents: 900 },
          { board: 'idea-race', name: 'Idea Race', prize_cents: 0 },
        ],
      },
      token: dora.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ cadence: 'weekly', time_zone: 'Europe/Paris' });
    olympiadId = answer.body.data.current_olympiad_id;
    expect(olympiadId).toBeTruthy();
    const races = await rows<{ id: string; board: string; prize_cents: number }>(
      sql`select id, board, prize_cents from olympiad_races where olympiad_id = ${olympiadId} order by position`,
    );
    expect(races.map((r) => [r.board, r.prize_cents])).toEqual([
      ['overall', 900],
      ['idea-race', 0],
    ]);
    raceId = races[0]?.id as string;
    expect(await balance(dora)).toBe(4100);
    // A second PUT opens nothing more and pledges nothing more.
    await t.call('putBaseOlympiad', {
      params: { platform: dora.handle },
      body: { profanity_allowed: true },
      token: dora.token,
    });
    expect(await balance(dora)).toBe(4100);
    const [open] = await rows<{ n: number; profanity: boolean }>(
      sql`select count(*)::int as n, bool_and(profanity_allowed) as profanity from olympiads where platform_id = (select id from platforms where slug = ${dora.handle})`,
    );
    expect(open).toEqual({ n: 1, profanity: true });
  });

  it('takes a patron’s money once per key; 402 when short, 422 without a key or under $1', async () => {
    const fund = (p: Player | null, cents: number, key?: string) =>
      t.call('fundRace', {
        params: { id: raceId },
        body: { cents },
        ...(p ? { token: p.token } : {}),
        ...(key ? { headers: { 'idempotency-key': key } } : {}),
      });
    expect((await fund(null, 300, newKey())).status).toBe(401);
    expect((await fund(pat, 300)).status).toBe(422);
    expect((await fund(pat, 50, newKey())).status).toBe(422);
    const before = await t.databaseDigest();
    const short = await fund(ivan, 300, newKey());
    expect(short.status).toBe(402);
    expect(await t.databaseDigest()).toEqual(before);

    const key = newKey();
    const first = await fund(pat, 300, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      prize_cents: 1200,
      balance_cents: 4700,
      charged: true,
    });
    const again = await fund(pat, 300, key);
    expect(again.status).toBe(201);
    expect(again.body.data.funding.id).toBe(first.body.data.funding.id);
    expect(await balance(pat)).toBe(4700);

    const list = await t.call('raceFundings', { params: { id: olympiadId }, token: dora.token });
    expect(
      list.body.data.map((f: { funder: { handle: string }; cents: number }) => [
        f.funder.handle,
        f.cents,
      ]),
    ).toEqual([
      [pat.handle, 300],
      [dora.handle, 900],
    ]);
    expect(
      (await t.call('raceFundings', { params: { id: olympiadId }, token: ivan.token })).status,
    ).toBe(403);
  });

  it('lists an open tournament publicly without winners', async () => {
    const listed = await t.call('olympiads', { params: { platform: dora.handle } });
    expect(listed.status).toBe(200);
    const open = listed.body.data.find((o: { id: string }) => o.id === olympiadId);
    expect(open.status).toBe('open');
    expect(open).not.toHaveProperty('winners');
  });

  it('closes only for its owner and only with a confirmation; allocations appear; a second close moves nothing', async () => {
    await setScore(olympiadId, 'overall', dora, 9000, 1);
    await setScore(olympiadId, 'overall', ivan, 6000, 2);
    await setScore(olympiadId, 'overall', rita, 3000, 3);
    await setScore(olympiadId, 'overall', mona, 2000, 4);
    await setScore(olympiadId, 'overall', sam, 1000, 5);
    const params = { id: olympiadId };
    expect((await t.call('closeOlympiad', { params, body: { confirm: true } })).status).toBe(401);
    expect(
      (await t.call('closeOlympiad', { params, body: { confirm: true }, token: ivan.token }))
        .status,
    ).toBe(403);
    const unconfirmed = await t.call('closeOlympiad', { params, body: {}, token: dora.token });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors[0].field).toBe('confirm');

    const closed = await t.call('closeOlympiad', {
      params,
      body: { confirm: true },
      token: dora.token,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.closed_now).toBe(true);
    expect(closed.body.data.olympiad.status).toBe('closed');
    const summary = closed.body.data.allocations.map(
      (a: { user: { handle: string }; rank: number; cents: number; state: string }) => [
        a.user.handle,
        a.rank,
        a.cents,
        a.state,
      ],
    );
    // Four players who can win: the top third is two, 6000:3000 of the 1200 pledged.
    expect(summary).toEqual([
      [ivan.handle, 1, 800, 'allocated'],
      [rita.handle, 2, 400, 'allocated'],
      [dora.handle, 1, 0, 'not_eligible'],
    ]);
    expect(closed.body.data.races[0]).toMatchObject({ prize_cents: 1200, unawarded_cents: 0 });
    // The idea race held no money and nobody scored on it: nothing allocated, nothing returned.
    expect(closed.body.data.races[1]).toMatchObject({ prize_cents: 0, unawarded_cents: 0 });
    expect(await balance(ivan)).toBe(800);
    expect(await balance(rita)).toBe(400);
    // Each winner is told what they won (a highlight); the ineligible director is not.
    const prizes = async (p: Player) =>
      (await t.call('highlights', { token: p.token, params: { id: p.id } })).body.data.filter(
        (h: { highlight_type: string }) => h.highlight_type === 'olympiad-prize',
      );
    expect(await prizes(ivan)).toEqual([
      expect.objectContaining({
        statement: expect.stringMatching(/^You won \$8\.00 in .+: #1 in the .+ race\.$/),
        role: 'overall',
        link: expect.stringMatching(/\/my-dashboard\/money-prizes$/),
      }),
    ]);
    expect(await prizes(rita)).toHaveLength(1);
    expect(await prizes(dora)).toEqual([]);

    const ledgerBefore = await t.tableCounts();
    const twice = await t.call('closeOlympiad', {
      params,
      body: { confirm: true },
      token: dora.token,
    });
    expect(twice.status).toBe(200);
    expect(twice.body.data.closed_now).toBe(false);
    expect(twice.body.data.allocations).toEqual(closed.body.data.allocations);
    expect(await t.tableCounts()).toEqual(ledgerBefore);

    // The money sums: everything pledged went out as prizes.
    const [sums] = await rows<{ pledged: number; won: number }>(sql`
      select coalesce(sum(-cents) filter (where kind = 'olympiad-pledge'), 0)::int as pledged,
        coalesce(sum(cents) filter (where kind in ('olympiad-prize', 'olympiad-unawarded')), 0)::int as won
      from money_ledger where olympiad_id = ${olympiadId}`);
    expect(sums).toEqual({ pledged: 1200, won: 1200 });
  });

  it('lists a closed tournament publicly with its winners and their prizes, not the ineligible', async () => {
    const listed = await t.call('olympiads', { params: { platform: dora.handle } });
    expect(listed.status).toBe(200);
    const closed = listed.body.data.find((o: { id: string }) => o.id === olympiadId);
    expect(closed.status).toBe('closed');
    const winners = closed.winners.map(
      (w: {
        race_id: string;
        board: string;
        rank: number;
        user: { handle: string };
        cents: number;
      }) => [w.race_id, w.board, w.rank, w.user.handle, w.cents],
    );
    expect(winners).toEqual([
      [raceId, 'overall', 1, ivan.handle, 800],
      [raceId, 'overall', 2, rita.handle, 400],
    ]);
    expect(closed.winners[0].neurons).toBe(6);
    // The open cycles in the same list (other platforms' and any newer) carry none.
    for (const o of listed.body.data as { status: string }[])
      if (o.status === 'open') expect(o).not.toHaveProperty('winners');
  });

  it('shows the allocations to the director and admins only', async () => {
    const params = { id: olympiadId };
    expect((await t.call('olympiadAllocations', { params, token: dora.token })).status).toBe(200);
    expect((await t.call('olympiadAllocations', { params, token: ivan.token })).status).toBe(403);
    expect((await t.call('adminOlympiadPayments', { params, token: ivan.token })).status).toBe(403);
    const admin = await t.call('adminOlympiadPayments', { params, token: ada });
    expect(admin.status).toBe(200);
    expect(admin.body.data.allocations).toHaveLength(3);
  });

  it('recalculates for admins: a dry run, then apply with corrections, refused once paid', async () => {
    const params = { id: olympiadId };
    expect(
      (await t.call('adminPrizeCalculation', { params, body: {}, token: dora.token })).status,
    ).toBe(403);
    const same = await t.call('adminPrizeCalculation', { params, body: {}, token: ada });
    expect(same.body.data).toMatchObject({ applied: false, changed: false });
    await setScore(olympiadId, 'overall', rita, 6000, 3);
    const dry = await t.call('adminPrizeCalculation', { params, body: {}, token: ada });
    expect(dry.body.data).toMatchObject({ applied: false, changed: true });
    expect(await balance(rita)).toBe(400);
    const applied = await t.call('adminPrizeCalculation', {
      params,
      body: { apply: true },
      token: ada,
    });
    expect(applied.body.data).toMatchObject({ applied: true, changed: true });
    expect(await balance(ivan)).toBe(600);
    expect(await balance(rita)).toBe(600);
  });

  it('pays out once: no wallet, paid, a provider refusal, divergent, and nothing twice', async () => {
    const pay = (token: string) =>
      t.call('adminPayoutOlympiad', { body: { olympiad_id: olympiadId }, token });
    expect((await pay(ivan.token)).status).toBe(403);
    expect(
      (await t.call('payOutOwnOlympiad', { params: { id: olympiadId }, token: ivan.token })).status,
    ).toBe(403);
    const noWallets = await pay(ada);
    expect(noWallets.status).toBe(200);
    expect(noWallets.body.data.paid_cents).toBe(0);
    expect(noWallets.body.data.results.map((r: { state: string }) => r.state)).toEqual([
      'no_wallet',
      'no_wallet',
      'not_eligible',
    ]);

    for (const p of [ivan, rita]) {
      const put = await t.call('putPayoutAccount', {
        body: { account_ref: `acct-${p.handle}` },
        token: p.token,
      });
      expect(put.status).toBe(200);
    }
    expect(
      (await t.call('putPayoutAccount', { body: { account_ref: '' }, token: ivan.token })).status,
    ).toBe(422);
    defaultPayoutProvider.failFor(rita.id);
    await setScore(olympiadId, 'overall', ivan, 6001, 2);
    const second = await pay(ada);
    expect(
      second.body.data.results.map((r: { state: string; error: string | null }) => [
        r.state,
        r.error !== null,
      ]),
    ).toEqual([
      ['divergent', false],
      ['no_wallet', true],
      ['not_eligible', false],
    ]);
    expect(await balance(rita)).toBe(600);
    await setScore(olympiadId, 'overall', ivan, 6000, 2);
    defaultPayoutProvider.reset();

    // Two payouts at once, by the admin and by the owner: each allocation is paid once.
    const [a, b] = await Promise.all([
      pay(ada),
      t.call('payOutOwnOlympiad', { params: { id: olympiadId }, token: dora.token }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.paid_cents + b.body.data.paid_cents).toBe(1200);
    expect(await balance(ivan)).toBe(0);
    expect(await balance(rita)).toBe(0);
    const again = await pay(ada);
    expect(again.body.data.paid_cents).toBe(0);
    expect(again.body.data.results.map((r: { state: string }) => r.state)).toEqual([
      'paid',
      'paid',
      'not_eligible',
    ]);
    const payouts = await rows<{ n: number; cents: number }>(
      sql`select count(*)::int as n, sum(p.cents)::int as cents from payouts p join olympiad_allocations a on a.id = p.allocation_id where a.olympiad_id = ${olympiadId}`,
    );
    expect(payouts[0]).toEqual({ n: 2, cents: 1200 });
    expect(defaultPayoutProvider.payments.size).toBe(2);

    const payments = await t.call('adminOlympiadPayments', {
      params: { id: olympiadId },
      token: ada,
    });
    expect(payments.body.data.paid_cents).toBe(1200);
    const applyAfterPaid = await t.call('adminPrizeCalculation', {
      params: { id: olympiadId },
      body: { apply: true },
      token: ada,
    });
    // Nothing changed since, so nothing to apply; a change now is refused.
    expect(applyAfterPaid.body.data.applied).toBe(false);
    await setScore(olympiadId, 'overall', mona, 9000, 4);
    const refused = await t.call('adminPrizeCalculation', {
      params: { id: olympiadId },
      body: { apply: true },
      token: ada,
    });
    expect(refused.status).toBe(409);
  });

  it('refuses money into a closed tournament (409) and a payout of an open one (409)', async () => {
    const late = await t.call('fundRace', {
      params: { id: raceId },
      body: { cents: 100 },
      token: pat.token,
      headers: { 'idempotency-key': newKey() },
    });
    expect(late.status).toBe(409);
    // Closing early leaves the week's key taken: the next PUT opens no second cycle this week.
    await t.call('putBaseOlympiad', {
      params: { platform: dora.handle },
      body: { suspended: false },
      token: dora.token,
    });
    const [open] = await rows<{ n: number }>(
      sql`select count(*)::int as n from olympiads where status = 'open' and platform_id = (select id from platforms where slug = ${dora.handle})`,
    );
    expect(open?.n).toBe(0);
  });
});

describe('at the same time', () => {
  it('closes once when two closes race, and takes one pledge when two requests share a key', async () => {
    const owner = await player(3000);
    const winner = await player();
    const other = await player();
    await becomeDirector(owner);
    const opened = await t.call('putBaseOlympiad', {
      params: { platform: owner.handle },
      body: { races: [{ board: 'overall', name: 'Nerve Score', prize_cents: 0 }] },
      token: owner.token,
    });
    const olympiadId = opened.body.data.current_olympiad_id as string;
    const [race] = await rows<{ id: string }>(
      sql`select id from olympiad_races where olympiad_id = ${olympiadId}`,
    );
    const key = newKey();
    const pledge = () =>
      t.call('fundRace', {
        params: { id: race?.id as string },
        body: { cents: 1000 },
        token: owner.token,
        headers: { 'idempotency-key': key },
      });
    const pledges = await Promise.all([pledge(), pledge(), pledge()]);
    expect(pledges.map((p) => p.status)).toEqual([201, 201, 201]);
    expect(await balance(owner)).toBe(2000);

    await setScore(olympiadId, 'overall', winner, 5000, 1);
    await setScore(olympiadId, 'overall', other, 1000, 2);
    const close = () =>
      t.call('closeOlympiad', {
        params: { id: olympiadId },
        body: { confirm: true },
        token: owner.token,
      });
    const closes = await Promise.all([close(), close()]);
    expect(closes.map((c) => c.status)).toEqual([200, 200]);
    expect(closes.filter((c) => c.body.data.closed_now)).toHaveLength(1);
    expect(await balance(winner)).toBe(1000);
    const [prizes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from money_ledger where olympiad_id = ${olympiadId} and kind = 'olympiad-prize'`,
    );
    expect(prizes?.n).toBe(1);
  });
});

describe('tournament admins and payout accounts', () => {
  it('lets the owner add and remove admins by handle; others 403; unknown handles 422', async () => {
    const owner = await player();
    const helper = await player();
    const other = await player();
    await becomeDirector(owner);
    const params = { platform: owner.handle };
    const add = await t.call('addOlympiadAdmin', {
      params,
      body: { handle: helper.handle },
      token: owner.token,
    });
    expect(add.status).toBe(200);
    expect(add.body.data.map((a: { user: { handle: string } }) => a.user.handle)).toContain(
      helper.handle,
    );
    // An admin manages (reads the admins) but cannot name more.
    expect((await t.call('olympiadAdmins', { params, token: helper.token })).status).toBe(200);
    expect(
      (
        await t.call('addOlympiadAdmin', {
          params,
          body: { handle: other.handle },
          token: helper.token,
        })
      ).status,
    ).toBe(403);
    expect((await t.call('olympiadAdmins', { params, token: other.token })).status).toBe(403);
    const unknown = await t.call('addOlympiadAdmin', {
      params,
      body: { handle: 'no-such-player-here' },
      token: owner.token,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('handle');
    const removed = await t.call('removeOlympiadAdmin', {
      params: { ...params, user: helper.handle },
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.map((a: { user: { handle: string } }) => a.user.handle)).not.toContain(
      helper.handle,
    );
    expect(
      (
        await t.call('removeOlympiadAdmin', {
          params: { ...params, user: helper.handle },
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });

  it('lists the tournaments a player runs: directed ones, then those they help run', async () => {
    const owner = await player();
    const helper = await player();
    await becomeDirector(owner);
    await becomeDirector(helper);
    await t.call('addOlympiadAdmin', {
      params: { platform: owner.handle },
      body: { handle: helper.handle },
      token: owner.token,
    });
    const mine = await t.call('directedBases', { token: helper.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((b: { platform: { slug: string } }) => b.platform.slug)).toEqual([
      helper.handle,
      owner.handle,
    ]);
    const none = await t.call('directedBases', { token: (await player()).token });
    expect(none.body.data).toEqual([]);
    expect((await t.call('directedBases', {})).status).toBe(401);
  });

  it('keeps one payout account per player', async () => {
    const p = await player();
    expect((await t.call('payoutAccount', { token: p.token })).body.data).toBeNull();
    await t.call('putPayoutAccount', { body: { account_ref: 'first' }, token: p.token });
    await t.call('putPayoutAccount', { body: { account_ref: 'second' }, token: p.token });
    const read = await t.call('payoutAccount', { token: p.token });
    expect(read.body.data).toMatchObject({ provider: 'builtin', account_ref: 'second' });
    expect((await t.call('deletePayoutAccount', { token: p.token })).status).toBe(200);
    expect((await t.call('payoutAccount', { token: p.token })).body.data).toBeNull();
    expect((await t.call('payoutAccount', {})).status).toBe(401);
  });
});
