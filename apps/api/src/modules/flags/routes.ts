import { type FlagState, FlagUpdateInputSchema } from '@nervus/contracts';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';
import type { Database } from '../../db/client.js';
import { auditLog, featureFlags, flagOverrides, platforms, users } from '../../db/schema.js';
import { requireAdmin } from '../../http/auth.js';
import { invalid, notFound } from '../../http/errors.js';
import { validate } from '../../http/validate.js';

type FlagRow = typeof featureFlags.$inferSelect;
type OverrideRow = typeof flagOverrides.$inferSelect;

/**
 * A flag as one user on one platform sees it. The most specific setting wins: the user's
 * override, then the platform's, then the flag's default.
 */
export function evaluateFlag(
  flag: FlagRow,
  overrides: readonly OverrideRow[],
  platformId: string,
  userId: string | null,
): FlagState {
  const own = overrides.filter((o) => o.flagKey === flag.key);
  const forUser = userId
    ? own.find((o) => o.userId === userId && o.platformId === null)
    : undefined;
  const forPlatform = own.find((o) => o.platformId === platformId && o.userId === null);
  const chosen = forUser ?? forPlatform;
  return {
    enabled: chosen?.enabled ?? flag.enabled,
    variant: chosen ? (chosen.variant ?? flag.variant) : flag.variant,
    variants: flag.variants,
  };
}

async function adminView(db: Database, flag: FlagRow) {
  const overrides = await db
    .select()
    .from(flagOverrides)
    .where(eq(flagOverrides.flagKey, flag.key))
    .orderBy(asc(flagOverrides.updatedAt));
  return {
    key: flag.key,
    description: flag.description,
    enabled: flag.enabled,
    variant: flag.variant,
    variants: flag.variants,
    overrides: overrides.map((o) => ({
      scope: o.userId ? ('user' as const) : ('platform' as const),
      platform_id: o.platformId,
      user_id: o.userId,
      enabled: o.enabled,
      variant: o.variant,
    })),
  };
}

export const flagRoutes = new Hono<AppEnv>()
  .get('/flags', async (c) => {
    const { db } = c.var.deps;
    const platformId = c.var.platform.id;
    const userId = c.var.user?.id ?? null;
    const [flags, overrides] = await Promise.all([
      db.select().from(featureFlags),
      db
        .select()
        .from(flagOverrides)
        .where(
          or(
            eq(flagOverrides.platformId, platformId),
            userId
              ? and(eq(flagOverrides.userId, userId), isNull(flagOverrides.platformId))
              : undefined,
          ),
        ),
    ]);
    const data: Record<string, FlagState> = {};
    for (const flag of flags) data[flag.key] = evaluateFlag(flag, overrides, platformId, userId);
    return c.json({ data });
  })
  .get('/admin/flags', async (c) => {
    requireAdmin(c);
    const { db } = c.var.deps;
    const flags = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
    return c.json({ data: await Promise.all(flags.map((f) => adminView(db, f))) });
  })
  .put('/admin/flags/:key', validate('json', FlagUpdateInputSchema), async (c) => {
    const admin = requireAdmin(c);
    const { db, now } = c.var.deps;
    const [flag] = await db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.key, c.req.param('key')))
      .limit(1);
    if (!flag) throw notFound('Flag');
    const input = c.req.valid('json');
    const variant = input.variant ?? null;
    if (variant !== null && !flag.variants.some((v) => v.value === variant)) {
      throw invalid(
        'variant',
        `Choose one of: ${flag.variants.map((v) => v.value).join(', ') || 'no variants'}.`,
      );
    }
    const time = now();
    await db.transaction(async (tx) => {
      if (input.scope === 'global') {
        await tx
          .update(featureFlags)
          .set({ enabled: input.enabled, variant, updatedAt: time })
          .where(eq(featureFlags.key, flag.key));
      } else {
        const platformId = input.scope === 'platform' ? (input.platform_id ?? null) : null;
        const userId = input.scope === 'user' ? (input.user_id ?? null) : null;
        if (platformId) {
          const [p] = await tx
            .select({ id: platforms.id })
            .from(platforms)
            .where(eq(platforms.id, platformId))
            .limit(1);
          if (!p) throw invalid('platform_id', 'No such platform.');
        }
        if (userId) {
          const [u] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, userId))
            .limit(1);
          if (!u) throw invalid('user_id', 'No such user.');
        }
        await tx
          .insert(flagOverrides)
          .values({
            flagKey: flag.key,
            platformId,
            userId,
            enabled: input.enabled,
            variant,
            updatedAt: time,
          })
          .onConflictDoUpdate({
            target: [flagOverrides.flagKey, flagOverrides.platformId, flagOverrides.userId],
            set: { enabled: input.enabled, variant, updatedAt: time },
          });
      }
      await tx.insert(auditLog).values({
        actorId: admin.id,
        action: 'flag.update',
        details: { key: flag.key, ...input },
        createdAt: time,
      });
    });
    const [fresh] = await db.select().from(featureFlags).where(eq(featureFlags.key, flag.key));
    return c.json({ data: await adminView(db, fresh ?? flag) });
  });
