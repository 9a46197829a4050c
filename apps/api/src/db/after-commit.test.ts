import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness.js';
import { afterCommit, afterCommitsDone, inTransaction } from './after-commit.js';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ seedDemo: false });
});
afterAll(() => t.close());

describe('afterCommit', () => {
  it('is waited for by afterCommitsDone, with the callbacks it starts', async () => {
    const seen: string[] = [];
    await inTransaction(t.db, async (tx) => {
      afterCommit(tx, async () => {
        await t.db.execute(sql`select 1`);
        seen.push('first');
        // A callback that commits another transaction with callbacks of its own.
        await inTransaction(t.db, async (inner) => {
          afterCommit(inner, async () => {
            await t.db.execute(sql`select 2`);
            seen.push('second');
          });
        });
      });
    });
    expect(seen).toEqual([]);
    await afterCommitsDone();
    expect(seen).toEqual(['first', 'second']);
  });

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
    await afterCommitsDone();
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
    await afterCommitsDone();
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
      await afterCommitsDone();
      // The inner one committed only to its savepoint: nothing ran yet.
      expect(ran).toEqual([]);
    });
    await afterCommitsDone();
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
    await afterCommitsDone();
    expect(ran).toBe(true);
  });
});
