import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { auditLog, featureFlags, flagOverrides, platforms, users } from '../../db/schema.js';
import type { FlagRow } from './serialize.js';

export function allFlags(db: Database) {
  return db.select().from(featureFlags).orderBy(asc(featureFlags.key));
}

export async function findFlag(db: Database, key: string): Promise<FlagRow | undefined> {
  const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, key)).limit(1);
  return flag;
}

/** The overrides that can apply to this viewer on this platform. */
export function overridesFor(db: Database, platformId: string, userId: string | null) {
  return db
    .select()
    .from(flagOverrides)
    .where(
      or(
        eq(flagOverrides.platformId, platformId),
        userId
          ? and(eq(flagOverrides.userId, userId), isNull(flagOverrides.platformId))
          : undefined,
      ),
    );
}

export function overridesOf(db: Database, key: string) {
  return db
    .select()
    .from(flagOverrides)
    .where(eq(flagOverrides.flagKey, key))
    .orderBy(asc(flagOverrides.updatedAt));
}

export async function platformExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: platforms.id })
    .from(platforms)
    .where(eq(platforms.id, id))
    .limit(1);
  return row !== undefined;
}

export async function userExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

export async function setFlagDefault(
  tx: Tx,
  key: string,
  value: { enabled: boolean; variant: string | null; now: Date },
): Promise<void> {
  await tx
    .update(featureFlags)
    .set({ enabled: value.enabled, variant: value.variant, updatedAt: value.now })
    .where(eq(featureFlags.key, key));
}

export async function upsertOverride(
  tx: Tx,
  override: {
    flagKey: string;
    platformId: string | null;
    userId: string | null;
    enabled: boolean;
    variant: string | null;
    now: Date;
  },
): Promise<void> {
  const { now, ...values } = override;
  await tx
    .insert(flagOverrides)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [flagOverrides.flagKey, flagOverrides.platformId, flagOverrides.userId],
      set: { enabled: values.enabled, variant: values.variant, updatedAt: now },
    });
}

export async function auditFlagUpdate(
  tx: Tx,
  actorId: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({ actorId, action: 'flag.update', details, createdAt: now });
}
