/** Challenges' and drafts' SQL: each read or single-statement write a function taking `db` or `tx`. */
import type { Challenge } from '@nervus/contracts';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const catalysts = alias(users, 'catalyst');
const coAuthors = alias(users, 'co_author');

/**
 * A challenge with everything its answer shows (catalyst, category, co-author, platforms by
 * slug) in one statement, prepared once per database: the challenge page's first read. `byKey` finds it by
 * slug, or by id or slug when the key is a uuid (as `findChallenge` does).
 */
function challengeReading(db: Database | Tx, byKey: 'slug' | 'uuid') {
  return db
    .select({
      row: challenges,
      catalyst: {
        id: catalysts.id,
        handle: catalysts.handle,
        first_name: catalysts.firstName,
        last_name: catalysts.lastName,
      },
      category: { id: categories.id, slug: categories.slug, name: categories.name },
      coAuthor: { id: coAuthors.id, handle: coAuthors.handle, first_name: coAuthors.firstName },
      platforms: sql<string[]>`array(
        select ${platforms.slug} from ${challengePlatforms}
        join ${platforms} on ${platforms.id} = ${challengePlatforms.platformId}
        where ${challengePlatforms.challengeId} = ${challenges.id}
        order by ${platforms.slug})`,
    })
    .from(challenges)
    .leftJoin(catalysts, eq(catalysts.id, challenges.catalystId))
    .leftJoin(categories, eq(categories.id, challenges.mainCategoryId))
    .leftJoin(coAuthors, eq(coAuthors.id, challenges.coAuthorId))
    .where(
      byKey === 'uuid'
        ? or(eq(challenges.id, sql.placeholder('id')), eq(challenges.slug, sql.placeholder('slug')))
        : eq(challenges.slug, sql.placeholder('slug')),
    )
    .limit(1)
    .prepare(`challenge_reading_by_${byKey}`);
}

type Reading = ReturnType<typeof challengeReading>;
const readings = { slug: new WeakMap<object, Reading>(), uuid: new WeakMap<object, Reading>() };

async function readOne(db: Database | Tx, key: string) {
  const byKey = isUuid(key) ? 'uuid' : 'slug';
  let reading = readings[byKey].get(db);
  if (!reading) {
    reading = challengeReading(db, byKey);
    readings[byKey].set(db, reading);
  }
  const [found] = await reading.execute(
    byKey === 'uuid' ? { id: key, slug: key } : { slug: key.toLowerCase() },
  );
  return found;
}

function answer(row: ChallengeRow, found: NonNullable<Awaited<ReturnType<typeof readOne>>>) {
  if (!found.catalyst) throw new Error('challenge without catalyst');
  return challengeBody(row, {
    category: found.category,
    catalyst: found.catalyst,
    platforms: found.platforms,
    coAuthor: found.coAuthor,
  });
}

/** A challenge as the API answers it, by id or slug; nothing when there is none. */
export async function readChallenge(db: Database, key: string): Promise<Challenge | undefined> {
  const found = await readOne(db, key);
  return found && answer(found.row, found);
}

/** A challenge row as the API answers it: with its catalyst, category, platforms and co-author. */
export async function describeChallenge(db: Database | Tx, row: ChallengeRow): Promise<Challenge> {
  const found = await readOne(db, row.id);
  if (!found) throw new Error('challenge vanished while described');
  // The row given, as its caller wrote it; the rest as stored.
  return answer(row, found);
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
