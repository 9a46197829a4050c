/** Challenges' and drafts' SQL: each read or single-statement write a function taking `db` or `tx`. */
import type { Challenge } from '@nervus/contracts';
import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { PlatformRow } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import {
  categories,
  challengePlatforms,
  challenges,
  drafts,
  ideas,
  platforms,
  users,
} from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';
import { challengeBody } from './serialize.js';

export type ChallengeRow = typeof challenges.$inferSelect;
export type DraftRow = typeof drafts.$inferSelect;

/** A challenge row as the API answers it: with its catalyst, category, platforms and co-author. */
export async function describeChallenge(db: Database | Tx, row: ChallengeRow): Promise<Challenge> {
  const [catalyst, category, links, coAuthor] = await Promise.all([
    db
      .select({
        id: users.id,
        handle: users.handle,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(users)
      .where(eq(users.id, row.catalystId))
      .limit(1),
    row.mainCategoryId
      ? db
          .select({ id: categories.id, slug: categories.slug, name: categories.name })
          .from(categories)
          .where(eq(categories.id, row.mainCategoryId))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({ slug: platforms.slug })
      .from(challengePlatforms)
      .innerJoin(platforms, eq(platforms.id, challengePlatforms.platformId))
      .where(eq(challengePlatforms.challengeId, row.id)),
    row.coAuthorId
      ? db
          .select({ id: users.id, handle: users.handle, first_name: users.firstName })
          .from(users)
          .where(eq(users.id, row.coAuthorId))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const owner = catalyst[0];
  if (!owner) throw new Error('challenge without catalyst');
  return challengeBody(row, {
    category: category[0] ?? null,
    catalyst: owner,
    platforms: links.map((l) => l.slug),
    coAuthor: coAuthor[0] ?? null,
  });
}

/** A category by id or slug. */
export async function findCategory(db: Database, key: string) {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      isUuid(key)
        ? or(eq(categories.id, key), eq(categories.slug, key))
        : eq(categories.slug, key.toLowerCase()),
    )
    .limit(1);
  return row ?? null;
}

/** The categories a question can be filed under: only leaves are chosen in the picker. */
export async function leafCategories(db: Database) {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      parentId: categories.parentId,
    })
    .from(categories);
  const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
  return rows.filter((r) => !parents.has(r.id));
}

/** A free slug: the title's, or with -2, -3 … when taken. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: challenges.slug })
        .from(challenges)
        .where(or(eq(challenges.slug, base), like(challenges.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function rootPlatform(db: Database): Promise<PlatformRow> {
  const [root] = await db.select().from(platforms).where(eq(platforms.isDefault, true)).limit(1);
  if (!root) throw new Error('no default platform');
  return root;
}

/** What a catalyst already published with this Idempotency-Key, if anything. */
export async function publishedWithKey(
  db: Database,
  catalystId: string,
  key: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.catalystId, catalystId), eq(challenges.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertChallenge(
  tx: Tx,
  values: typeof challenges.$inferInsert,
): Promise<ChallengeRow> {
  const [row] = await tx.insert(challenges).values(values).returning();
  if (!row) throw new Error('insert returned no challenge');
  return row;
}

export async function linkPlatforms(
  tx: Tx,
  challengeId: string,
  platformIds: readonly string[],
): Promise<void> {
  await tx
    .insert(challengePlatforms)
    .values(platformIds.map((platformId) => ({ challengeId, platformId })));
}

export async function insertIdea(tx: Tx, values: typeof ideas.$inferInsert): Promise<void> {
  await tx.insert(ideas).values(values);
}

/** A draft by id, whoever owns it (policy decides who may see it). */
export async function findDraft(db: Database, id: string): Promise<DraftRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(drafts).where(eq(drafts.id, id)).limit(1);
  return row;
}

/** One page of a user's drafts of one type, newest first, with the total. */
export async function draftsPage(
  db: Database,
  userId: string,
  draftType: string,
  page: { page: number; size: number },
) {
  const where = and(eq(drafts.userId, userId), eq(drafts.draftType, draftType));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(drafts)
      .where(where)
      .orderBy(desc(drafts.updatedAt))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(drafts).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertDraft(
  db: Database | Tx,
  values: typeof drafts.$inferInsert,
): Promise<DraftRow> {
  const [row] = await db.insert(drafts).values(values).returning();
  if (!row) throw new Error('insert returned no draft');
  return row;
}

export async function updateDraft(
  db: Database,
  id: string,
  set: Pick<DraftRow, 'origin' | 'content' | 'updatedAt'>,
): Promise<DraftRow | undefined> {
  const [row] = await db.update(drafts).set(set).where(eq(drafts.id, id)).returning();
  return row;
}

export async function deleteDraft(db: Database, id: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.id, id));
}
