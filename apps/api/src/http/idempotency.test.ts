import { CALLS, type CallDefinition, type CallName } from '@nervus/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../server/sweep.js';
import { createTestServer, dbKind, type TestServer } from '../test/harness.js';
import { isCreateCall } from './idempotency.js';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await createTestServer();
  token = (await t.signUp()).token;
});
afterAll(() => t.close());

const draft = (title: string) => ({
  origin: 'challenge-creation-flow',
  draft_type: 'challenge',
  content: { title },
});

async function count(table: string): Promise<number> {
  const result = await t.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('Idempotency-Key on create calls', () => {
  it('is taken by every create call of the table (201), and only by them', () => {
    const creates = (Object.entries(CALLS) as [CallName, CallDefinition][])
      .filter(([, call]) => isCreateCall(call))
      .map(([name]) => name);
    expect(creates).toEqual(expect.arrayContaining(['createDraft', 'enterIdea', 'rateIdea']));
    expect(isCreateCall(CALLS.updateDraft)).toBe(false);
  });

  it('answers a retried draft with the first answer and saves it once', async () => {
    const before = await count('drafts');
    const headers = { 'idempotency-key': 'draft-retry-1' };
    const first = await t.call('createDraft', { token, headers, body: draft('One') });
    const second = await t.call('createDraft', { token, headers, body: draft('One') });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await count('drafts')).toBe(before + 1);
    // Without a key, each request is its own.
    await t.call('createDraft', { token, body: draft('One') });
    expect(await count('drafts')).toBe(before + 2);
  });

  it('refuses the key with another body (422) and writes nothing', async () => {
    const headers = { 'idempotency-key': 'draft-retry-2' };
    await t.call('createDraft', { token, headers, body: draft('Two') });
    const digest = await t.databaseDigest();
    const other = await t.call('createDraft', { token, headers, body: draft('Other') });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([
      { field: 'idempotency-key', error: 'Use a new key for a new request.' },
    ]);
    expect(await t.databaseDigest()).toEqual(digest);
  });

  it('keeps keys per user', async () => {
    const other = (await t.signUp()).token;
    const headers = { 'idempotency-key': 'shared-key' };
    const mine = await t.call('createDraft', { token, headers, body: draft('Mine') });
    const theirs = await t.call('createDraft', { token: other, headers, body: draft('Mine') });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
  });

  it('keeps nothing for a refused request, so its retry runs again', async () => {
    const headers = { 'idempotency-key': 'refused-first' };
    const bad = await t.call('createDraft', {
      token,
      headers,
      body: { ...draft('x'), origin: 'nowhere' },
    });
    expect(bad.status).toBe(422);
    const good = await t.call('createDraft', { token, headers, body: { ...draft('x') } });
    expect(good.status).toBe(201);
  });

  it('writes one draft for two concurrent requests with one key', async () => {
    const before = await count('drafts');
    const headers = { 'idempotency-key': 'draft-concurrent' };
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call('createDraft', { token, headers, body: draft('Same') })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(await count('drafts')).toBe(before + 1);
  });

  it('refuses a key that is empty or too long', async () => {
    for (const key of ['x'.repeat(201), ' ']) {
      const answer = await t.call('createDraft', {
        token,
        headers: { 'idempotency-key': key },
        body: draft('k'),
      });
      expect(answer.status, key).toBe(422);
      expect(answer.body.errors[0].field).toBe('idempotency-key');
    }
  });

  it('forgets keys after a day (the sweep)', async () => {
    const headers = { 'idempotency-key': 'old-key' };
    const first = await t.call('createDraft', { token, headers, body: draft('Old') });
    await sweepOnce({ db: t.db, kind: dbKind }, new Date(t.clock.now.getTime() + 60_000), t.deps);
    const kept = await t.call('createDraft', { token, headers, body: draft('Old') });
    expect(kept.body.data._id).toBe(first.body.data._id);
    await sweepOnce(
      { db: t.db, kind: dbKind },
      new Date(t.clock.now.getTime() + 25 * 3600_000),
      t.deps,
    );
    const again = await t.call('createDraft', { token, headers, body: draft('Old') });
    expect(again.status).toBe(201);
    expect(again.body.data._id).not.toBe(first.body.data._id);
  });
});
