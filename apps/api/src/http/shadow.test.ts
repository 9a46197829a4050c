import { CALLS, type CallDefinition } from '@nervus/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyLedger, shadowWrites, users } from '../db/schema.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
let admin: string;
/** Ada (an admin) acting as Cora. */
let shadow: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.signIn('ada');
  const started = await t.call('shadow', { token: admin, body: { user_handle: 'cora' } });
  expect(started.status).toBe(200);
  shadow = started.body.data.token;
});
afterAll(() => t.close());

async function idOf(handle: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.handle, handle));
  return row?.id as string;
}

function challengeForm(prize: Record<string, unknown>) {
  return {
    challenge: {
      question_title: 'How could a shadow publish a challenge',
      question_detail: 'An admin acting as a player publishes one.',
      platform_category: 'environment',
      innovation_scale: 'blue-sky',
      primary_image: 'https://images.nervus.test/shadow.jpg',
      duration_end: new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString(),
      tags: [],
    },
    prize,
  };
}

describe('the contract table', () => {
  it('marks the calls that always move money', () => {
    const flagged = Object.entries(CALLS)
      .filter(([, call]) => (call as CallDefinition).movesMoney)
      .map(([name]) => name)
      .sort();
    expect(flagged).toEqual([
      'adminPayoutOlympiad',
      'adminPrizeCalculation',
      'closeOlympiad',
      'endChallenge',
      'fundRace',
      'fundUser',
      'payEntryFee',
      'payOutOwnOlympiad',
    ]);
  });
});

describe('writes in a shadow session', () => {
  it('refuses every call that moves money, before reading it, and moves nothing', async () => {
    const before = await t.databaseDigest();
    const funding = await t.call('fundUser', {
      token: shadow,
      params: { id: 'ivan' },
      body: { cents: 500 },
      headers: { 'idempotency-key': 'shadow-funding' },
    });
    expect(funding.status).toBe(403);
    expect(funding.body.message).toMatch(/shadow session/);
    const fee = await t.call('payEntryFee', { token: shadow, params: { id: 'anything' } });
    expect(fee.status).toBe(403);
    const end = await t.call('endChallenge', { token: shadow, params: { id: 'anything' } });
    expect(end.status).toBe(403);
    // A tournament's money: closing allocates prizes, funding pledges, payouts pay.
    for (const call of ['closeOlympiad', 'payOutOwnOlympiad', 'fundRace'] as const) {
      const answer = await t.call(call, {
        token: shadow,
        params: { id: '00000000-0000-4000-8000-000000000000' },
        body: {} as never,
      });
      expect(answer.status, call).toBe(403);
    }
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('refuses a publish that would hold a money prize (the ledger refuses), writing nothing', async () => {
    const money = await t.db.select().from(moneyLedger);
    const answer = await t.call('createChallenge', {
      token: shadow,
      body: challengeForm({ prize_type: 'money', prize_money: '5' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/shadow session/);
    expect(await t.db.select().from(moneyLedger)).toEqual(money);
    // The attempt itself is on the record, refused.
    const [row] = await t.db
      .select()
      .from(shadowWrites)
      .where(eq(shadowWrites.call, 'createChallenge'));
    expect(row).toMatchObject({ status: 403, shadowedBy: await idOf('ada') });
  });

  it('records every other write with the admin, the player, the call and its answer', async () => {
    const saved = await t.call('putPreferences', { token: shadow, body: { reader_mode: true } });
    expect(saved.status).toBe(200);
    const refused = await t.call('putPreferences', {
      token: shadow,
      body: { reader_mode: 'loud' },
    });
    expect(refused.status).toBe(422);
    const published = await t.call('createChallenge', {
      token: shadow,
      body: challengeForm({ prize_type: 'points', prize_money: '0' }),
    });
    expect(published.status).toBe(201);
    // The player's own writes are theirs: not recorded.
    const cora = await t.signIn('cora');
    expect(
      (await t.call('putPreferences', { token: cora, body: { reader_mode: false } })).status,
    ).toBe(200);

    const list = await t.call('shadowWrites', { token: admin, query: { size: '10' } });
    expect(list.status).toBe(200);
    const ada = { id: await idOf('ada'), handle: 'ada' };
    const coraUser = { id: await idOf('cora'), handle: 'cora' };
    expect(list.body.data.map((w: { call: string; status: number }) => [w.call, w.status])).toEqual(
      [
        ['createChallenge', 201],
        ['putPreferences', 422],
        ['putPreferences', 200],
        ['createChallenge', 403],
      ],
    );
    expect(list.body.data[0]).toMatchObject({
      shadowed_by: ada,
      user: coraUser,
      method: 'POST',
      path: '/api/challenges',
    });
    expect(list.body.data[0].request_id).toMatch(/.{8,}/);
    expect(list.body.meta).toEqual({ total: 4, page: 0, size: 10 });
  });

  it('lets only admins read the record, and not from a shadow session', async () => {
    expect((await t.call('shadowWrites', { token: await t.signIn('ivan') })).status).toBe(403);
    expect((await t.call('shadowWrites', { token: shadow })).status).toBe(403);
    expect((await t.call('shadowWrites')).status).toBe(401);
  });
});
