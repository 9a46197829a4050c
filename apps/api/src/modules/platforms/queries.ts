import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PlatformRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { perDatabase } from '../../db/prepared.js';
import {
  categories,
  contentPages,
  platformCategories,
  platformStaff,
  platforms,
  users,
} from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';

export async function findPlatform(db: Database, idOrSlug: string): Promise<PlatformRow> {
  const slug = idOrSlug.toLowerCase();
  const [row] = await db
    .select()
    .from(platforms)
    .where(
      and(
        isUuid(idOrSlug)
          ? or(eq(platforms.id, idOrSlug), eq(platforms.slug, slug))
          : eq(platforms.slug, slug),
        isNull(platforms.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Platform');
  return row;
}

/** What a platform's description needs besides its row: its owner and categories. */
export async function platformExtras(db: Database, platform: PlatformRow) {
  const [ownerRows, categoryRows] = await Promise.all([
    platform.ownerId
      ? db
          .select({ id: users.id, handle: users.handle })
          .from(users)
          .where(eq(users.id, platform.ownerId))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(platformCategories)
      .innerJoin(categories, eq(categories.id, platformCategories.categoryId))
      .where(eq(platformCategories.platformId, platform.id))
      .orderBy(asc(categories.position), asc(categories.name)),
  ]);
  return { owner: ownerRows[0] ?? null, categories: categoryRows };
}

/** The user's managing roles (owner, ambassador) on a platform. */
export async function managingRoles(
  db: Database,
  platformId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .select({ role: platformStaff.role })
    .from(platformStaff)
    .where(
      and(
        eq(platformStaff.platformId, platformId),
        eq(platformStaff.userId, userId),
        inArray(platformStaff.role, ['owner', 'ambassador']),
      ),
    );
  return rows.map((r) => r.role);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function searchPlatforms(
  db: Database,
  { page, size, search }: { page: number; size: number; search?: string | undefined },
) {
  const term = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(
    isNull(platforms.deletedAt),
    term
      ? or(ilike(platforms.title, term), ilike(platforms.slug, term), ilike(platforms.name, term))
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(platforms)
      .where(where)
      .orderBy(asc(platforms.type), asc(platforms.slug))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(platforms).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function updatePlatform(
  db: Database,
  id: string,
  values: Partial<typeof platforms.$inferInsert>,
): Promise<PlatformRow> {
  const [updated] = await db.update(platforms).set(values).where(eq(platforms.id, id)).returning();
  if (!updated) throw notFound('Platform');
  return updated;
}

export function staffOf(db: Database, platformId: string) {
  return db
    .select({
      role: platformStaff.role,
      userId: users.id,
      handle: users.handle,
      screenName: users.screenName,
      avatarUrl: users.avatarUrl,
      /** Whether the player may be shown: not deleted, not disabled. */
      shown: sql<boolean>`(${users.deletedAt} is null and not ${users.isDisabled})`,
    })
    .from(platformStaff)
    .innerJoin(users, eq(users.id, platformStaff.userId))
    .where(eq(platformStaff.platformId, platformId))
    .orderBy(asc(users.handle));
}

const allCategoriesStatement = perDatabase((db) =>
  db.select().from(categories).prepare('all_categories'),
);

export function allCategories(db: Database) {
  return allCategoriesStatement(db).execute();
}

const rootCategoryStatements = perDatabase((db) => ({
  own: db
    .select({ id: platformCategories.categoryId })
    .from(platformCategories)
    .where(eq(platformCategories.platformId, sql.placeholder('platform')))
    .prepare('platform_root_categories'),
  fallback: db
    .select({ id: platformCategories.categoryId })
    .from(platformCategories)
    .innerJoin(platforms, eq(platforms.id, platformCategories.platformId))
    .where(eq(platforms.isDefault, true))
    .prepare('default_root_categories'),
}));

/** The platform's own root categories, or the default platform's when it has none. */
export async function rootCategoryIds(db: Database, platformId: string): Promise<Set<string>> {
  const statements = rootCategoryStatements(db);
  const links = await statements.own.execute({ platform: platformId });
  if (links.length > 0) return new Set(links.map((l) => l.id));
  const fallback = await statements.fallback.execute();
  return new Set(fallback.map((l) => l.id));
}

/** A content page: the platform's own, or the shared one of that slug. */
export async function findContentPage(db: Database, platformId: string, slug: string) {
  const rows = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.slug, slug),
        or(eq(contentPages.platformId, platformId), isNull(contentPages.platformId)),
      ),
    );
  return rows.find((r) => r.platformId === platformId) ?? rows.find((r) => r.platformId === null);
}
