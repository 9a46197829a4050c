import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { afterCommit, inTransaction } from './after-commit.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
});
afterAll(() => t.close());

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('afterCommit', () => {
  it('runs once the transaction committed, when its writes can be read', async () => {
    const seen: number[] = [];
    await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`create table after_commit_probe (n int)`);
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, async () => {
        const rows = await t.db.execute(sql`select n from after_commit_probe`);
        seen.push(...(rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n));
      });
      expect(seen).toEqual([]);
    });
    await settle();
    expect(seen).toEqual([1]);
    await t.db.execute(sql`drop table after_commit_probe`);
  });

  it('never runs after a rollback', async () => {
    let ran = false;
    await expect(
      inTransaction(t.db, async (tx) => {
        afterCommit(tx, () => {
          ran = true;
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await settle();
    expect(ran).toBe(false);
  });

  it('waits for the outermost transaction; a savepoint rolled back drops its callbacks', async () => {
    const ran: string[] = [];
    await inTransaction(t.db, async (outer) => {
      await inTransaction(outer, async (inner) => {
        afterCommit(inner, () => ran.push('inner'));
      });
      await inTransaction(outer, async (failed) => {
        afterCommit(failed, () => ran.push('failed'));
        throw new Error('savepoint');
      }).catch(() => {});
      await settle();
      // The inner one committed only to its savepoint: nothing ran yet.
      expect(ran).toEqual([]);
    });
    await settle();
    expect(ran).toEqual(['inner']);
  });

  it('refuses a transaction it cannot watch, and runs at once outside any', async () => {
    await t.db.transaction(async (tx) => {
      expect(() => afterCommit(tx, () => {})).toThrow('inTransaction');
    });
    let ran = false;
    afterCommit(t.db, () => {
      ran = true;
    });
    await settle();
    expect(ran).toBe(true);
  });
});
