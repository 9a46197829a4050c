/**
 * Work that must wait until a transaction has committed: publishing an event about a write
 * (modules/realtime) may not happen before the write is there to be read, nor at all if it rolls
 * back. `inTransaction` runs a transaction whose `afterCommit` callbacks run once the outermost
 * transaction has committed; a savepoint's callbacks join its parent's only if it succeeds.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client.js';

type Callback = () => unknown;

/** The callbacks waiting for each open transaction's commit. */
const waiting = new WeakMap<object, Callback[]>();

/** Callbacks running now, for `afterCommitsDone`. */
const running = new Set<Promise<void>>();

function run(callback: Callback): void {
  // After the commit nothing may undo the write: a callback's failure is only reported.
  const done: Promise<void> = Promise.resolve()
    .then(callback)
    .then(
      () => undefined,
      (error: unknown) => process.emitWarning(`an after-commit callback failed: ${String(error)}`),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

/**
 * Resolves once every after-commit callback started so far (and any they start) has finished:
 * a benchmark times a transaction without the previous one's announcements running beside it.
 */
export async function afterCommitsDone(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/**
 * `db.transaction(work)`, with `afterCommit` available inside. Inside another `inTransaction`
 * (a savepoint) the callbacks wait for the outermost commit.
 *
 * @example
 * await inTransaction(db, async (tx) => {
 *   await award(tx);
 *   afterCommit(tx, () => publisher.publish(channel, 'brain__neuron-earned', neuron));
 * });
 */
export async function inTransaction<T>(
  db: Database | Tx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const parent = waiting.get(db);
  const queue: Callback[] = [];
  const result = await db.transaction((tx) => {
    waiting.set(tx, queue);
    return work(tx);
  });
  if (parent) parent.push(...queue);
  else for (const callback of queue) run(callback);
  return result;
}

/**
 * Runs `callback` once `db`'s transaction has committed (at once when `db` is the database
 * itself: whatever it wrote is committed). A transaction not opened with `inTransaction` is a
 * bug: its commit cannot be waited for.
 */
export function afterCommit(db: Database | Tx, callback: Callback): void {
  const queue = waiting.get(db);
  if (queue) queue.push(callback);
  else if (db instanceof PgTransaction)
    throw new Error('afterCommit needs a transaction opened with inTransaction');
  else run(callback);
}
