import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, ping } from '../../db/client.js';
import { shadowWrites, users } from '../../db/schema.js';

/**
 * How long one database check answers health calls. Load balancers and monitors poll health
 * often and from many places; each process asks the database at most once a second, and a
 * database that goes down shows within that second.
 */
export const HEALTH_CHECK_MS = 1_000;

const checks = new WeakMap<Database, { readonly at: number; readonly up: Promise<boolean> }>();

/** Whether the database answers; calls within a second share one check (also while it runs). */
export function databaseUp(db: Database, now: number): Promise<boolean> {
  const last = checks.get(db);
  if (last && now >= last.at && now - last.at < HEALTH_CHECK_MS) return last.up;
  const up = ping(db);
  checks.set(db, { at: now, up });
  return up;
}

const admins = alias(users, 'admins');

/** One page of the writes made in shadow sessions, newest first, with both players' handles. */
export async function shadowWritePage(db: Database, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: shadowWrites,
        adminHandle: admins.handle,
        userHandle: users.handle,
      })
      .from(shadowWrites)
      .leftJoin(admins, eq(admins.id, shadowWrites.shadowedBy))
      .leftJoin(users, eq(users.id, shadowWrites.userId))
      .orderBy(desc(shadowWrites.createdAt), desc(shadowWrites.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(shadowWrites),
  ]);
  return { rows, total: total?.n ?? 0 };
}
