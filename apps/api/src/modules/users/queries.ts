import { and, asc, count, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { follows, platformStaff, platforms, socialAccounts, users } from '../../db/schema.js';

const MENTION_LIMIT = 10;

/** Escapes LIKE wildcards so that a search for `a_b` finds exactly that. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function socialAccountsOf(db: Database, userId: string) {
  return db
    .select({ provider: socialAccounts.provider, handle: socialAccounts.handle })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(
  db: Database,
  { followerId, followeeId }: { followerId: string; followeeId: string },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return rows.length > 0;
}

/** Active players whose handle starts with `prefix`, for @-mentions. */
export function mentionCandidates(db: Database, prefix: string) {
  return db
    .select({ id: users.id, handle: users.handle, first_name: users.firstName })
    .from(users)
    .where(
      and(
        like(users.handle, likePrefix(prefix)),
        isNull(users.deletedAt),
        eq(users.isDisabled, false),
      ),
    )
    .orderBy(asc(users.handle))
    .limit(MENTION_LIMIT);
}

/**
 * The platforms a player runs or helps run: their staff rows, and the platforms that name them
 * as owner (an owner need not have a staff row). Deleted platforms are left out. One row per
 * platform with the player's highest role: their personal platform (slug = handle) first, then
 * the others they own, then ambassador, then staff, each by title.
 */
export async function platformsOf(
  db: Database,
  user: { id: string; handle: string },
  { page, size }: { page: number; size: number },
) {
  const userId = user.id;
  const role = sql<'owner' | 'ambassador' | 'staff'>`case
    when ${platforms.ownerId} = ${userId} or ${platformStaff.role} = 'owner' then 'owner'
    else ${platformStaff.role} end`;
  const rank = sql<number>`case
    when ${platforms.type} = 'user-platform' and ${platforms.slug} = ${user.handle} then 0
    when ${platforms.ownerId} = ${userId} or ${platformStaff.role} = 'owner' then 1
    when ${platformStaff.role} = 'ambassador' then 2 else 3 end`;
  const where = and(
    isNull(platforms.deletedAt),
    or(eq(platforms.ownerId, userId), eq(platformStaff.userId, userId)),
  );
  const from = () =>
    db
      .select({
        role,
        id: platforms.id,
        slug: platforms.slug,
        title: platforms.title,
        slogan: platforms.slogan,
        organizationDescription: platforms.organizationDescription,
      })
      .from(platforms)
      .leftJoin(
        platformStaff,
        and(eq(platformStaff.platformId, platforms.id), eq(platformStaff.userId, userId)),
      )
      .where(where);
  const [rows, totals] = await Promise.all([
    from()
      .orderBy(rank, asc(platforms.title), asc(platforms.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ total: count() })
      .from(platforms)
      .leftJoin(
        platformStaff,
        and(eq(platformStaff.platformId, platforms.id), eq(platformStaff.userId, userId)),
      )
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
