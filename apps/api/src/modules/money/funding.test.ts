import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundings, moneyLedger, neuronLedger } from '../../db/schema.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { moneyKeys } from '../ledger/money.js';
import { FUNDING_KEY_MAX } from './handlers.js';

let t: TestServer;
type Player = { token: string; id: string; handle: string };
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

let deposits = 0;
/** A new player with `cents` in their wallet (a deposit row, as the seed gives demo players). */
async function player(cents = 0): Promise<Player> {
  const { token, user } = await t.signUp();
  if (cents > 0) {
    deposits += 1;
    await t.db.insert(moneyLedger).values({
      userId: user.id,
      kind: 'deposit',
      cents,
      idempotencyKey: `deposit:funding-test:${deposits}`,
      createdAt: t.clock.now,
    });
  }
  return { token, id: user.id, handle: user.handle };
}

let keys = 0;
const newKey = () => {
  keys += 1;
  return `key-${keys}`;
};

function fund(
  from: Player | null,
  to: string,
  body: unknown,
  key: string | null = newKey(),
): ReturnType<TestServer['call']> {
  return t.call('fundUser', {
    ...(from ? { token: from.token } : {}),
    params: { id: to },
    body,
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
}

const balanceOf = async (p: Player): Promise<number> =>
  (await t.call('wallet', { token: p.token })).body.data.balance_cents;

async function patronNeurons(payerId: string) {
  return t.db
    .select({
      milli: neuronLedger.milliPoints,
      role: neuronLedger.role,
      key: neuronLedger.idempotencyKey,
    })
    .from(neuronLedger)
    .where(and(eq(neuronLedger.userId, payerId), like(neuronLedger.idempotencyKey, 'funding:%')));
}

describe('funding a player', () => {
  it('moves the money once: a retry with the same key answers the same funding', async () => {
    const a = await player(1_000);
    const b = await player();
    const key = newKey();
    const first = await fund(a, b.handle, { cents: 250, message: 'For the next round.' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      cents: 250,
      message: 'For the next round.',
      receiver: { id: b.id, handle: b.handle },
      balance_cents: 750,
      neurons_earned: 2,
    });
    const again = await fund(a, b.handle, { cents: 250, message: 'For the next round.' }, key);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await balanceOf(a)).toBe(750);
    expect(await balanceOf(b)).toBe(250);
    const rows = await t.db
      .select({ kind: moneyLedger.kind, cents: moneyLedger.cents, userId: moneyLedger.userId })
      .from(moneyLedger)
      .where(like(moneyLedger.idempotencyKey, `funding-%:${a.id}:${key}`))
      .orderBy(moneyLedger.id);
    expect(rows).toEqual([
      { kind: 'funding-given', cents: -250, userId: a.id },
      { kind: 'funding-received', cents: 250, userId: b.id },
    ]);
    expect(moneyKeys.fundingGiven(a.id, key)).toBe(`funding-given:${a.id}:${key}`);
    expect(await t.db.select().from(fundings).where(eq(fundings.payerId, a.id))).toHaveLength(1);
  });

  it('pays the patron neurons once: one per whole dollar', async () => {
    const a = await player(10_000);
    const b = await player();
    const key = newKey();
    expect((await fund(a, b.id, { cents: 1_299 }, key)).body.data.neurons_earned).toBe(12);
    expect((await fund(a, b.id, { cents: 1_299 }, key)).body.data.neurons_earned).toBe(12);
    expect(await patronNeurons(a.id)).toEqual([
      { milli: 12_000, role: 'patron', key: `funding:${a.id}:${key}/funding-given/${a.id}` },
    ]);
    // A second funding is a second award.
    expect((await fund(a, b.id, { cents: 100 })).body.data.neurons_earned).toBe(1);
    expect(await patronNeurons(a.id)).toHaveLength(2);
  });

  it('refuses a key reused for another funding, and writes nothing', async () => {
    const a = await player(1_000);
    const b = await player();
    const c = await player();
    const key = newKey();
    expect((await fund(a, b.handle, { cents: 200 }, key)).status).toBe(201);
    const before = await t.databaseDigest();
    for (const [to, body] of [
      [b.handle, { cents: 300 }],
      [c.handle, { cents: 200 }],
      [b.handle, { cents: 200, message: 'changed' }],
    ] as const) {
      const answer = await fund(a, to, body, key);
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].field).toBe('idempotency-key');
    }
    expect(await t.databaseDigest()).toEqual(before);
    expect(await balanceOf(a)).toBe(800);
  });

  it('spends one balance once: two fundings at once that it covers only one of', async () => {
    const a = await player(500);
    const b = await player();
    const c = await player();
    const answers = await Promise.all([
      fund(a, b.handle, { cents: 400 }),
      fund(a, c.handle, { cents: 400 }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 402]);
    expect(await balanceOf(a)).toBe(100);
    expect((await balanceOf(b)) + (await balanceOf(c))).toBe(400);
    expect(await patronNeurons(a.id)).toHaveLength(1);
  });

  it('moves the money once when one key is sent twice at once', async () => {
    const a = await player(1_000);
    const b = await player();
    const key = newKey();
    const answers = await Promise.all([
      fund(a, b.handle, { cents: 300 }, key),
      fund(a, b.handle, { cents: 300 }, key),
    ]);
    expect(answers.map((x) => x.status)).toEqual([201, 201]);
    expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
    expect(await balanceOf(a)).toBe(700);
    expect(await balanceOf(b)).toBe(300);
  });

  it('answers 402 with the balance when the wallet is short, and writes nothing', async () => {
    const a = await player(150);
    const b = await player();
    const before = await t.databaseDigest();
    const answer = await fund(a, b.handle, { cents: 151 });
    expect(answer.status).toBe(402);
    expect(answer.body.message).toContain('$1.50');
    expect(answer.body.message).toContain('$1.51');
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('checks the amount: at least $1, whole cents; the message at most 500 characters', async () => {
    const a = await player(10_000);
    const b = await player();
    const before = await t.databaseDigest();
    for (const body of [
      { cents: 99 },
      { cents: 0 },
      { cents: -500 },
      { cents: 250.5 },
      { cents: '250' },
      {},
      { cents: 100, message: 'x'.repeat(501) },
      { cents: 100, extra: true },
    ]) {
      const answer = await fund(a, b.handle, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const low = await fund(a, b.handle, { cents: 99 });
    expect(low.body.errors).toEqual([{ field: 'cents', error: 'The minimum is $1.00.' }]);
    const odd = await fund(a, b.handle, { cents: 1.5 });
    expect(odd.body.errors).toEqual([
      { field: 'cents', error: 'The amount must be a whole number of cents.' },
    ]);
    expect(await t.databaseDigest()).toEqual(before);
    // Exactly the minimum, and no maximum beyond the wallet.
    expect((await fund(a, b.handle, { cents: 100 })).status).toBe(201);
    expect((await fund(a, b.handle, { cents: 9_900 })).status).toBe(201);
    expect(await balanceOf(a)).toBe(0);
  });

  it('needs an Idempotency-Key of at most 200 characters', async () => {
    const a = await player(1_000);
    const b = await player();
    const missing = await fund(a, b.handle, { cents: 100 }, null);
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].field).toBe('idempotency-key');
    const long = await fund(a, b.handle, { cents: 100 }, 'k'.repeat(FUNDING_KEY_MAX + 1));
    expect(long.status).toBe(422);
    expect((await fund(a, b.handle, { cents: 100 }, 'k'.repeat(FUNDING_KEY_MAX))).status).toBe(201);
  });

  it('refuses funding yourself (403), an unknown player (404) and visitors (401)', async () => {
    const a = await player(1_000);
    const before = await t.databaseDigest();
    const self = await fund(a, a.handle, { cents: 100 });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot fund yourself.');
    expect((await fund(a, a.id, { cents: 100 })).status).toBe(403);
    expect((await fund(a, 'nobody-here-at-all', { cents: 100 })).status).toBe(404);
    expect((await fund(null, a.handle, { cents: 100 })).status).toBe(401);
    expect(await t.databaseDigest()).toEqual(before);
  });

  it('shows the funding in both wallets, with the other player and the message', async () => {
    const a = await player(1_000);
    const b = await player();
    await fund(a, b.handle.toUpperCase(), { cents: 300, message: '  Keep going!  ' });
    const mine = (await t.call('wallet', { token: a.token })).body.data;
    expect(mine.entries[0]).toMatchObject({
      kind: 'funding-given',
      cents: -300,
      challenge: null,
      counterparty: { id: b.id, handle: b.handle },
      message: 'Keep going!',
    });
    const theirs = (await t.call('wallet', { token: b.token })).body.data;
    expect(theirs.balance_cents).toBe(300);
    expect(theirs.entries).toHaveLength(1);
    expect(theirs.entries[0]).toMatchObject({
      kind: 'funding-received',
      cents: 300,
      counterparty: { id: a.id, handle: a.handle },
      message: 'Keep going!',
    });
    // Rows that are not fundings name nobody.
    expect(mine.entries[1]).toMatchObject({ kind: 'deposit', counterparty: null, message: null });
  });

  it('lets the demo players fund each other from their seeded wallets', async () => {
    const sam = await t.signIn('sam');
    const dora = await t.signIn('dora');
    const before = (await t.call('wallet', { token: dora })).body.data.balance_cents;
    const answer = await t.call('fundUser', {
      token: sam,
      params: { id: 'dora' },
      body: { cents: 250 },
      headers: { 'idempotency-key': 'demo-1' },
    });
    expect(answer.status).toBe(201);
    expect((await t.call('wallet', { token: dora })).body.data.balance_cents).toBe(before + 250);
  });
});

describe('patron neurons pay only for money given away net', () => {
  const rewarded = async (payerId: string) =>
    (
      await t.db
        .select({ cents: fundings.rewardedCents })
        .from(fundings)
        .where(eq(fundings.payerId, payerId))
        .orderBy(fundings.debitId)
    ).map((r) => r.cents);
  const earned = async (from: Player, to: Player, cents: number, key = newKey()) => {
    const answer = await fund(from, to.handle, { cents }, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.neurons_earned as number;
  };

  it('pays a round trip once: A→B, B→A, A→B earn neurons only on the first', async () => {
    const a = await player(50_000);
    const b = await player();
    expect(await earned(a, b, 50_000)).toBe(500);
    expect(await earned(b, a, 50_000)).toBe(0);
    const key = newKey();
    expect(await earned(a, b, 50_000, key)).toBe(0);
    // A retry of the unrewarded funding still answers it and pays nothing.
    expect(await earned(a, b, 50_000, key)).toBe(0);
    expect(await patronNeurons(a.id)).toHaveLength(1);
    expect(await patronNeurons(b.id)).toEqual([]);
    expect(await rewarded(a.id)).toEqual([50_000, 0]);
    expect(await rewarded(b.id)).toEqual([0]);
    expect(await balanceOf(a)).toBe(0);
    expect(await balanceOf(b)).toBe(50_000);
  });

  it('pays a three-player cycle only for its first genuine outflow', async () => {
    const a = await player(10_000);
    const b = await player();
    const c = await player();
    for (let round = 0; round < 2; round += 1) {
      expect(await earned(a, b, 10_000)).toBe(round === 0 ? 100 : 0);
      expect(await earned(b, c, 10_000)).toBe(0);
      expect(await earned(c, a, 10_000)).toBe(0);
    }
    expect(await patronNeurons(a.id)).toHaveLength(1);
    expect(await patronNeurons(b.id)).toEqual([]);
    expect(await patronNeurons(c.id)).toEqual([]);
  });

  it('pays the part of a funding that raises what the payer has given away', async () => {
    const a = await player(2_000);
    const b = await player();
    const d = await player(400);
    expect(await earned(a, b, 1_000)).toBe(10);
    // D gives its own money away: D earns, and A's net falls.
    expect(await earned(d, a, 400)).toBe(4);
    // Given 20 − received 4 = 16 net, 10 rewarded already: 6 more.
    const key = newKey();
    expect(await earned(a, b, 1_000, key)).toBe(6);
    expect(await earned(a, b, 1_000, key)).toBe(6);
    expect(await rewarded(a.id)).toEqual([1_000, 600]);
    expect((await patronNeurons(a.id)).map((r) => r.milli).sort()).toEqual([10_000, 6_000]);
  });

  it('still pays new money given away after receiving some', async () => {
    const a = await player(1_000);
    const b = await player(3_000);
    expect(await earned(b, a, 3_000)).toBe(30);
    // A passes on what B gave, then gives 10 of its own: only the 10 is A's.
    expect(await earned(a, b, 3_000)).toBe(0);
    expect(await earned(a, b, 1_000)).toBe(10);
  });
});

describe('the funding limit', () => {
  it('counts fundings against the writer like every other write (429 with Retry-After)', async () => {
    const limited = await createTestServer({ limits: { writes: [2, 60_000] } });
    try {
      const sam = await limited.signIn('sam');
      const fundDora = (key: string) =>
        limited.call('fundUser', {
          token: sam,
          params: { id: 'dora' },
          body: { cents: 100 },
          headers: { 'idempotency-key': key },
        });
      expect((await fundDora('a')).status).toBe(201);
      expect((await fundDora('b')).status).toBe(201);
      const third = await fundDora('c');
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
