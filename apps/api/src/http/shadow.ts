/**
 * Writes in a shadow session (an admin acting as a player, `sessions.shadowed_by`): a call that
 * moves money (`movesMoney` in its contract) is refused before it reads its input, and any money
 * movement in another call is refused by the money ledger (`refuseMoneyInShadow`), so an admin
 * can never move a player's money; every other write is recorded in `shadow_writes`.
 *
 * The record is written before the write runs, in a transaction of its own, and given the
 * answer's status after: handlers open their own transactions (and some write files outside the
 * database), so no single transaction could hold both; recorded first, no shadow write can go
 * unrecorded, and one whose process died mid-way is left with no status.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CALLS, type CallDefinition } from '@nervus/contracts';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.js';
import { shadowWrites } from '../db/schema.js';
import { ApiError } from './errors.js';

const MONEY_REFUSED = 'Money cannot move in a shadow session: the player must do this themselves.';

/** The admin behind the request being handled, when it runs in a shadow session. */
const shadowing = new AsyncLocalStorage<string>();

const names = new Map<CallDefinition, string>(
  Object.entries(CALLS).map(([name, call]) => [call as CallDefinition, name]),
);

/**
 * Refuses a money movement made in a shadow session (403). The money ledger's writers call it,
 * so a call that moves money only sometimes (a publish with a money prize) is refused when it
 * does, and its transaction writes nothing.
 */
export function refuseMoneyInShadow(): void {
  if (shadowing.getStore() !== undefined) throw new ApiError(403, MONEY_REFUSED);
}

/** The step of a write call's chain that refuses or records it in a shadow session. */
export function shadowWrite(call: CallDefinition): MiddlewareHandler<AppEnv> {
  const name = names.get(call) ?? `${call.method} ${call.path}`;
  return async (c, next) => {
    const admin = c.get('session')?.shadowedBy;
    if (!admin) return next();
    if (call.movesMoney) throw new ApiError(403, MONEY_REFUSED);
    const { db, log } = c.var.deps;
    const [record] = await db
      .insert(shadowWrites)
      .values({
        shadowedBy: admin,
        userId: c.get('user')?.id ?? null,
        call: name,
        method: call.method,
        path: c.req.path,
        requestId: c.get('requestId'),
        // The database's clock, not the app's: a record's time is when it really happened.
      })
      .returning({ id: shadowWrites.id });
    let status = 500;
    try {
      await shadowing.run(admin, next);
      status = c.res.status;
    } catch (error) {
      status = error instanceof ApiError ? error.status : 500;
      throw error;
    } finally {
      if (record) {
        await db
          .update(shadowWrites)
          .set({ status, finishedAt: sql`now()` })
          .where(eq(shadowWrites.id, record.id))
          .catch((err: unknown) => log.error({ err }, 'shadow write outcome not recorded'));
      }
    }
  };
}
