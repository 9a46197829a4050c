/** What link previews and the sitemap read: a player or platform by its address, public pages. */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { challenges, platforms, users } from '../../db/schema.js';

/** A player as their public page shows them (GET /api/users/{id}/profile). */
export async function playerByHandle(db: Database, handle: string) {
  const [row] = await db
    .select({
      handle: users.handle,
      screenName: users.screenName,
      firstName: users.firstName,
      lastName: users.lastName,
      slogan: users.slogan,
      bio: users.bio,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(and(eq(users.handle, handle.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export type PlayerPreviewRow = NonNullable<Awaited<ReturnType<typeof playerByHandle>>>;

const platformColumns = {
  slug: platforms.slug,
  name: platforms.name,
  title: platforms.title,
  slogan: platforms.slogan,
  marketingPhrase: platforms.marketingPhrase,
  organizationDescription: platforms.organizationDescription,
  mastheadBackgroundImage: platforms.mastheadBackgroundImage,
  organizationImage: platforms.organizationImage,
  isDefault: platforms.isDefault,
};

/** A platform by its subdomain (its home there). */
export async function platformBySubdomain(db: Database, label: string) {
  const [row] = await db
    .select(platformColumns)
    .from(platforms)
    .where(and(eq(platforms.subdomain, label.toLowerCase()), isNull(platforms.deletedAt)))
    .limit(1);
  return row;
}

export type PlatformPreviewRow = NonNullable<Awaited<ReturnType<typeof platformBySubdomain>>>;

/** Challenges with a page of their own: every published one but suggestion boxes. */
const publicChallenge = ne(challenges.solutionFormat, 'ama');
const publicPlayer = and(isNull(users.deletedAt), eq(users.isDisabled, false));

export async function publicCounts(db: Database) {
  const [[c], [p]] = await Promise.all([
    db.select({ n: count() }).from(challenges).where(publicChallenge),
    db.select({ n: count() }).from(users).where(publicPlayer),
  ]);
  return { challenges: c?.n ?? 0, players: p?.n ?? 0 };
}

/** Public challenges' slugs, `limit` from `offset`, in a stable order. */
export function challengeEntries(db: Database, offset: number, limit: number) {
  return db
    .select({ key: challenges.slug, updatedAt: challenges.updatedAt })
    .from(challenges)
    .where(publicChallenge)
    .orderBy(asc(challenges.id))
    .limit(limit)
    .offset(offset);
}

/** Public players' screen names (their page's address), `limit` from `offset`, in a stable order. */
export function playerEntries(db: Database, offset: number, limit: number) {
  return db
    .select({ key: users.screenName, updatedAt: users.updatedAt })
    .from(users)
    .where(publicPlayer)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset);
}
