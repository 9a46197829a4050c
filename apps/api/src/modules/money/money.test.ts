import { allocate, splitChallengePrize, splitEntryFee } from '@nervus/game-rules';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLedger } from '../../db/schema.js';
import { DEMO_STARTING_BALANCE_CENTS } from '../../seed/demo.js';
import { seed } from '../../seed/seed.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { settleChallenge } from '../game/settle.js';
import { moneyKeys } from '../ledger/money.js';
import { challengeMoney } from '../ledger/settlement.js';

let t: TestServer;
let cora: string;
let coraId: string;
type Player = { token: string; id: string; handle: string };
beforeAll(async () => {
  t = await createTestServer();
  cora = await t.signIn('cora');
  coraId = (await t.call('me', { token: cora })).body.data.id;
});
afterAll(() => t.close());

let counter = 0;
async function publish(options: { fee?: number; prize?: string; days?: number } = {}) {
  counter += 1;
  const answer = await t.call('createChallenge', {
    token: cora,
    body: {
      challenge: {
        question_title: `How could entry fees work number ${counter}`,
        question_detail: 'A gated challenge in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/fee.jpg',
        duration_end: new Date(
          t.clock.now.getTime() + (options.days ?? 7) * 86_400_000,
        ).toISOString(),
        tags: [],
      },
      prize: options.prize
        ? { prize_type: 'money', prize_money: options.prize }
        : { prize_type: 'points', prize_money: '0' },
      idea_entry_process: { idea_entry_fee: options.fee ?? 0 },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.challenge as { id: string; slug: string; idea_entry_fee: number };
}

let deposits = 0;
/** A new player with `cents` in their wallet (a deposit row, as the seed gives demo players). */
async function player(cents = 0): Promise<Player> {
  const { token, user } = await t.signUp();
  if (cents > 0) await fund(user.id, cents);
  return { token, id: user.id, handle: user.handle };
}

async function fund(userId: string, cents: number) {
  deposits += 1;
  await t.db.insert(moneyLedger).values({
    userId,
    kind: 'deposit',
    cents,
    idempotencyKey: `deposit:test:${deposits}`,
    createdAt: t.clock.now,
  });
}

const pay = (token: string, id: string) => t.call('payEntryFee', { token, params: { id } });
const entry = (token: string, id: string) => t.call('entryFee', { token, params: { id } });
const enter = (token: string, id: string, title: string) =>
  t.call('enterIdea', {
    token,
    params: { id },
    body: { title, description: `${title}, described.` },
  });
const rate = (token: string, id: string, idea: string, stars: number) =>
  t.call('rateIdea', { token, params: { id }, body: { idea_id: idea, stars } });

async function balanceOf(token: string): Promise<number> {
  return (await t.call('wallet', { token })).body.data.balance_cents;
}

async function rowsOf(challengeId: string) {
  return t.db
    .select({
      userId: moneyLedger.userId,
      kind: moneyLedger.kind,
      cents: moneyLedger.cents,
      key: moneyLedger.idempotencyKey,
    })
    .from(moneyLedger)
    .where(eq(moneyLedger.challengeId, challengeId))
    .orderBy(moneyLedger.id);
}

describe('paying an entry fee', () => {
  it('shows the fee on the challenge, pays it once, and a retry debits nothing more', async () => {
    const challenge = await publish({ fee: 500 });
    expect(challenge.idea_entry_fee).toBe(500);
    const shown = await t.call('challenge', { params: { id: challenge.slug } });
    expect(shown.body.data.idea_entry_fee).toBe(500);
    const a = await player(1_200);
    const before = await entry(a.token, challenge.slug);
    expect(before.body.data).toEqual({
      challenge_id: challenge.id,
      fee_cents: 500,
      paid: false,
      paid_at: null,
      unlocked: false,
      balance_cents: 1_200,
    });
    const paid = await pay(a.token, challenge.slug);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      fee_cents: 500,
      paid: true,
      unlocked: true,
      balance_cents: 700,
      charged: true,
      paid_at: t.clock.now.toISOString(),
    });
    const again = await pay(a.token, challenge.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ paid: true, balance_cents: 700, charged: false });
    expect(await balanceOf(a.token)).toBe(700);
    const rows = await rowsOf(challenge.id);
    expect(rows).toEqual([
      {
        userId: a.id,
        kind: 'entry-fee',
        cents: -500,
        key: moneyKeys.entryFee(challenge.id, a.id),
      },
    ]);
    expect((await entry(a.token, challenge.id)).body.data).toMatchObject({
      paid: true,
      unlocked: true,
    });
  });

  it('lets one of two concurrent payments through when the balance covers only one', async () => {
    const [one, two] = [await publish({ fee: 600 }), await publish({ fee: 600 })];
    const a = await player(1_000);
    const answers = await Promise.all([pay(a.token, one.id), pay(a.token, two.id)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 402]);
    expect(await balanceOf(a.token)).toBe(400);
    const fees = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(moneyLedger)
      .where(and(eq(moneyLedger.userId, a.id), eq(moneyLedger.kind, 'entry-fee')));
    expect(fees[0]?.n).toBe(1);

    // The same challenge paid three times at once: charged once.
    const b = await player(5_000);
    const same = await Promise.all([
      pay(b.token, one.id),
      pay(b.token, one.id),
      pay(b.token, one.id),
    ]);
    expect(same.map((x) => x.status)).toEqual([200, 200, 200]);
    expect(same.filter((x) => x.body.data.charged)).toHaveLength(1);
    expect(await balanceOf(b.token)).toBe(4_400);
  });

  it('refuses a payment the wallet cannot cover with 402 and writes nothing', async () => {
    const challenge = await publish({ fee: 2_500 });
    const a = await player(2_499);
    const before = await t.databaseDigest();
    const refused = await pay(a.token, challenge.id);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Your wallet holds $24.99; the entry fee is $25.00. Add money to your wallet first.',
    );
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('refuses free and closed challenges, the catalyst, visitors and unknown challenges', async () => {
    const free = await publish();
    const a = await player(5_000);
    const noFee = await pay(a.token, free.id);
    expect(noFee.status).toBe(409);
    expect(noFee.body.message).toBe('This challenge has no entry fee.');
    expect((await entry(a.token, free.id)).body.data).toMatchObject({
      fee_cents: 0,
      paid: false,
      unlocked: true,
    });

    const gated = await publish({ fee: 300 });
    const own = await pay(cora, gated.id);
    expect(own.status).toBe(403);
    expect((await entry(cora, gated.id)).body.data).toMatchObject({ paid: false, unlocked: true });
    expect((await t.call('payEntryFee', { params: { id: gated.id } })).status).toBe(401);
    expect((await t.call('entryFee', { params: { id: gated.id } })).status).toBe(401);
    expect((await pay(a.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // Paid before the close, a retry after it still answers the entry; a first payment is refused.
    const b = await player(5_000);
    expect((await pay(b.token, gated.id)).status).toBe(200);
    expect((await t.call('endChallenge', { token: cora, params: { id: gated.id } })).status).toBe(
      200,
    );
    const closed = await pay(a.token, gated.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This challenge is closed.');
    const retry = await pay(b.token, gated.id);
    expect(retry.status).toBe(200);
    expect(retry.body.data.charged).toBe(false);
    expect(await balanceOf(a.token)).toBe(5_000);
  });
});

describe('the entry-fee gate', () => {
  it('refuses ideas and rating until paid, keeps mentoring free and exempts the catalyst', async () => {
    const challenge = await publish({ fee: 400 });
    const a = await player(1_000);
    const b = await player(1_000);
    expect((await pay(a.token, challenge.id)).status).toBe(200);
    const entered = await enter(a.token, challenge.id, 'A paid idea');
    expect(entered.status).toBe(201);
    const idea = entered.body.data.idea.id as string;

    const message =
      'This challenge has an entry fee of $4.00. Unlock it first: pay the fee to enter ideas and rate.';
    const refusedIdea = await enter(b.token, challenge.id, 'An unpaid idea');
    expect(refusedIdea.status).toBe(402);
    expect(refusedIdea.body.message).toBe(message);
    const refusedNext = await t.call('nextIdeaToRate', {
      token: b.token,
      params: { id: challenge.id },
    });
    expect(refusedNext.status).toBe(402);
    const refusedRating = await rate(b.token, challenge.id, idea, 4);
    expect(refusedRating.status).toBe(402);
    expect(refusedRating.body.message).toBe(message);
    const mentored = await t.call('mentorIdea', {
      token: b.token,
      params: { id: idea },
      body: { what_i_like: 'The idea.', what_could_be_improved: 'The price.' },
    });
    expect(mentored.status).toBe(201);

    // The catalyst rates without paying.
    const next = await t.call('nextIdeaToRate', { token: cora, params: { id: challenge.id } });
    expect(next.status).toBe(200);
    expect(next.body.data.idea.id).toBe(idea);
    expect((await rate(cora, challenge.id, idea, 4)).status).toBe(201);

    expect((await pay(b.token, challenge.id)).status).toBe(200);
    expect((await enter(b.token, challenge.id, 'Now paid')).status).toBe(201);
    const unlocked = await t.call('nextIdeaToRate', {
      token: b.token,
      params: { id: challenge.id },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data.idea.id).toBe(idea);
    expect((await rate(b.token, challenge.id, idea, 3)).status).toBe(201);
  });
});

describe('money prizes', () => {
  it('are held from the catalyst’s wallet at publish, never created: a short wallet gets 402', async () => {
    const catalyst = await player(2_500);
    const body = (prize: string) => ({
      challenge: {
        question_title: `How could a held prize of ${prize} work`,
        question_detail: 'Money prizes in a test.',
        platform_category: 'environment',
        innovation_scale: 'blue-sky',
        primary_image: 'https://images.nervus.test/prize.jpg',
        duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
        tags: [],
      },
      prize: { prize_type: 'money', prize_money: prize },
    });
    const short = await t.call('createChallenge', { token: catalyst.token, body: body('30') });
    expect(short.status).toBe(402);
    expect(short.body.errors).toEqual([
      { field: 'prize.prize_money', error: 'Not enough money in your wallet for this prize.' },
    ]);
    expect(await balanceOf(catalyst.token)).toBe(2_500);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(moneyLedger)
      .where(eq(moneyLedger.userId, catalyst.id));
    expect(n).toBe(1);

    const held = await t.call('createChallenge', { token: catalyst.token, body: body('20') });
    expect(held.status).toBe(201);
    const id = held.body.data.challenge.id as string;
    expect(await balanceOf(catalyst.token)).toBe(500);
    // Nobody ranks: the settlement gives the pledge back, and the ledger of the challenge nets 0.
    expect((await t.call('endChallenge', { token: catalyst.token, params: { id } })).status).toBe(
      200,
    );
    expect(await balanceOf(catalyst.token)).toBe(2_500);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.kind, r.cents])).toEqual([
      ['challenge-prize-pledge', -2_000],
      ['challenge-prize-returned', 2_000],
    ]);
  });
});

describe('settling the fees', () => {
  it('splits 65/28/7: the owner, the winners with the pledge, the platform, once', async () => {
    const challenge = await publish({ fee: 777, prize: '100' });
    const players = [await player(1_000), await player(1_000), await player(1_000)];
    const ideas: string[] = [];
    for (const [i, pl] of players.entries()) {
      expect((await pay(pl.token, challenge.id)).status).toBe(200);
      ideas.push((await enter(pl.token, challenge.id, `Fee idea ${i}`)).body.data.idea.id);
    }
    // Every player rates the other two: each idea has two ratings, player 0's the best.
    const stars = [5, 3, 1];
    for (const [r, rater] of players.entries())
      for (const [i, idea] of ideas.entries())
        if (i !== r)
          expect((await rate(rater.token, challenge.id, idea, stars[i] as number)).status).toBe(
            201,
          );

    const ended = await t.call('endChallenge', { token: cora, params: { id: challenge.id } });
    expect(ended.status).toBe(200);
    // 3 × 777 = 2331: 1515.15 / 652.68 / 163.17; the one cent left goes to the largest
    // remainder, the prize pool.
    expect(splitEntryFee(2_331)).toEqual({ owner: 1_515, prizePool: 653, platform: 163 });
    const pot = 10_000 + 653;
    expect(ended.body.data).toMatchObject({
      ranked: 3,
      prize_cents_paid: pot,
      prize_cents_unawarded: 0,
    });
    const rows = await rowsOf(challenge.id);
    const prizes = rows.filter((r) => r.kind === 'challenge-prize');
    const expected = splitChallengePrize(
      pot,
      players.map((pl) => pl.id),
    ).payouts.map((p) => ({ userId: p.entry, cents: p.cents }));
    expect(prizes.map((r) => ({ userId: r.userId, cents: r.cents }))).toEqual(expected);
    expect(prizes.reduce((sum, r) => sum + r.cents, 0)).toBe(pot);
    expect(rows.filter((r) => r.kind === 'entry-fee-owner')).toEqual([
      {
        userId: coraId,
        kind: 'entry-fee-owner',
        cents: 1_515,
        key: `entry-fee-owner:${challenge.id}`,
      },
    ]);
    expect(rows.filter((r) => r.kind === 'platform-fee')).toEqual([
      { userId: null, kind: 'platform-fee', cents: 163, key: `platform-fee:${challenge.id}` },
    ]);
    // What the challenge took in (pledge and fees) is exactly what it paid out.
    const credits = rows.filter((r) => r.cents > 0).reduce((sum, r) => sum + r.cents, 0);
    expect(credits).toBe(10_000 + 2_331);

    expect(await settleChallenge(t.db, challenge.id, t.clock.now, t.deps)).toBeNull();
    expect(await rowsOf(challenge.id)).toEqual(rows);
    const winner = players[0] as Player;
    expect(await balanceOf(winner.token)).toBe(1_000 - 777 + (expected[0]?.cents ?? 0));
  });

  it('refunds the prize share to the players who paid when nobody ranks', async () => {
    const challenge = await publish({ fee: 777, prize: '20' });
    const a = await player(1_000);
    const b = await player(1_000);
    expect((await pay(a.token, challenge.id)).status).toBe(200);
    expect((await pay(b.token, challenge.id)).status).toBe(200);
    await enter(a.token, challenge.id, 'Unrated');
    const ended = await t.call('endChallenge', { token: cora, params: { id: challenge.id } });
    // 1554: 1010.1 / 435.12 / 108.78; the cent left goes to the platform's .78.
    expect(splitEntryFee(1_554)).toEqual({ owner: 1_010, prizePool: 435, platform: 109 });
    expect(ended.body.data).toMatchObject({
      ranked: 0,
      prize_cents_paid: 0,
      prize_cents_unawarded: 2_000 + 435,
    });
    const rows = (await rowsOf(challenge.id)).filter((r) => r.cents > 0);
    expect(rows.map((r) => [r.userId, r.kind, r.cents])).toEqual([
      [coraId, 'challenge-prize-returned', 2_000],
      // Equal fees, equal shares; the odd cent to the first to pay.
      [a.id, 'entry-fee-refund', 218],
      [b.id, 'entry-fee-refund', 217],
      [coraId, 'entry-fee-owner', 1_010],
      [null, 'platform-fee', 109],
    ]);
    expect(await balanceOf(a.token)).toBe(1_000 - 777 + 218);
  });

  it('adds up exactly for any fees, pledge and number of winners', () => {
    for (let fees = 0; fees <= 12; fees++)
      for (const fee of [1, 3, 99, 777, 1_001])
        for (const pledge of [0, 1, 9_999])
          for (let winners = 0; winners <= 6; winners++) {
            const paid = Array.from({ length: fees }, (_, i) => ({
              id: i + 1,
              userId: `p${i}`,
              cents: fee,
            }));
            const money = challengeMoney({
              challengeId: 'c',
              catalystId: 'cat',
              pledgeCents: pledge,
              rankedAuthors: Array.from({ length: winners }, (_, i) => `w${i}`),
              fees: paid,
            });
            const total = money.entries.reduce((sum, r) => sum + r.cents, 0);
            expect(total).toBe(pledge + fees * fee);
            expect(money.prizePaid + money.prizeUnawarded).toBe(
              pledge + splitEntryFee(fees * fee).prizePool,
            );
            expect(money.entries.every((r) => r.cents > 0 && Number.isInteger(r.cents))).toBe(true);
            expect(new Set(money.entries.map((r) => r.key)).size).toBe(money.entries.length);
          }
    expect(allocate(435, [777, 777])).toEqual([218, 217]);
  });
});

describe('the wallet', () => {
  it('pages the money rows newest first with the balance', async () => {
    const a = await player();
    for (const cents of [100, 200, 300]) {
      await fund(a.id, cents);
      t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    }
    const challenge = await publish({ fee: 250 });
    expect((await pay(a.token, challenge.id)).status).toBe(200);
    const first = await t.call('wallet', { token: a.token, query: { page: '0', size: '3' } });
    expect(first.body.meta).toEqual({ total: 4, page: 0, size: 3 });
    expect(first.body.data.balance_cents).toBe(350);
    expect(first.body.data.entries.map((e: { kind: string; cents: number }) => e.cents)).toEqual([
      -250, 300, 200,
    ]);
    expect(first.body.data.entries[0].challenge).toEqual({
      id: challenge.id,
      slug: challenge.slug,
      question_title: expect.stringContaining('entry fees work'),
    });
    const second = await t.call('wallet', { token: a.token, query: { page: '1', size: '3' } });
    expect(second.body.data.entries).toHaveLength(1);
    expect(second.body.data.entries[0]).toMatchObject({
      kind: 'deposit',
      cents: 100,
      challenge: null,
    });
    const bad = await t.call('wallet', { token: a.token, query: { size: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('size');
    expect((await t.call('wallet')).status).toBe(401);
  });

  it('gives demo players a starting balance once, and seeds a gated demo challenge', async () => {
    const ivan = await t.signIn('ivan');
    expect(await balanceOf(ivan)).toBe(DEMO_STARTING_BALANCE_CENTS);
    await seed(t.db, { demo: true, now: t.clock.now });
    expect(await balanceOf(ivan)).toBe(DEMO_STARTING_BALANCE_CENTS);
    const deposits = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(moneyLedger)
      .where(like(moneyLedger.idempotencyKey, 'deposit:demo:%'));
    expect(deposits[0]?.n).toBeGreaterThanOrEqual(8);
    const gated = await entry(ivan, 'what-could-make-a-repair-cafe-pay-for-itself');
    expect(gated.body.data).toMatchObject({ fee_cents: 500, paid: false, unlocked: false });
    const refused = await enter(ivan, 'what-could-make-a-repair-cafe-pay-for-itself', 'Tool rent');
    expect(refused.status).toBe(402);
  });
});
