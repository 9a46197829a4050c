/** A platform's teams and their members; staff come from platforms/queries (staffOf). */
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { platformTeamMembers, platformTeams, users } from '../../db/schema.js';
import { isUuid } from '../../http/ids.js';

export type TeamRow = typeof platformTeams.$inferSelect;

/** A team of the platform, or undefined (an id that is not a uuid is no team). */
export async function findTeam(
  db: Database | Tx,
  platformId: string,
  id: string,
): Promise<TeamRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(platformTeams)
    .where(and(eq(platformTeams.id, id), eq(platformTeams.platformId, platformId)))
    .limit(1);
  return row;
}

/** The platform's teams in its order: position, then name. */
export function teamsOf(db: Database, platformId: string) {
  return db
    .select()
    .from(platformTeams)
    .where(eq(platformTeams.platformId, platformId))
    .orderBy(asc(platformTeams.position), sql`lower(${platformTeams.name})`, asc(platformTeams.id));
}

/** The members of these teams who can be shown (not deleted, not disabled), oldest first. */
export function membersOf(db: Database | Tx, teamIds: readonly string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      teamId: platformTeamMembers.teamId,
      id: users.id,
      handle: users.handle,
      screenName: users.screenName,
      avatarUrl: users.avatarUrl,
      title: platformTeamMembers.title,
    })
    .from(platformTeamMembers)
    .innerJoin(users, eq(users.id, platformTeamMembers.userId))
    .where(
      and(
        inArray(platformTeamMembers.teamId, [...teamIds]),
        isNull(users.deletedAt),
        eq(users.isDisabled, false),
      ),
    )
    .orderBy(asc(platformTeamMembers.createdAt), asc(users.handle));
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** How many teams the platform has, and the position after its last. */
export async function teamCount(tx: Tx, platformId: string) {
  const [row] = await tx
    .select({ n: count(), last: max(platformTeams.position) })
    .from(platformTeams)
    .where(eq(platformTeams.platformId, platformId));
  return { count: row?.n ?? 0, next: row?.last === null || !row ? 0 : row.last + 1 };
}

export async function insertTeam(tx: Tx, values: typeof platformTeams.$inferInsert) {
  const [row] = await tx.insert(platformTeams).values(values).returning();
  if (!row) throw new Error('insert returned no team');
  return row;
}

export async function updateTeamRow(
  tx: Tx,
  id: string,
  values: Partial<typeof platformTeams.$inferInsert>,
) {
  const [row] = await tx
    .update(platformTeams)
    .set(values)
    .where(eq(platformTeams.id, id))
    .returning();
  return row;
}

export async function deleteTeamRow(tx: Tx, id: string) {
  await tx.delete(platformTeams).where(eq(platformTeams.id, id));
}

/** Adds the member; an existing one keeps their title unless `title` is given. */
export async function upsertMember(
  tx: Tx,
  values: { teamId: string; userId: string; title: string | null | undefined; now: Date },
) {
  const insert = tx.insert(platformTeamMembers).values({
    teamId: values.teamId,
    userId: values.userId,
    title: values.title ?? null,
    createdAt: values.now,
  });
  await (values.title === undefined
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [platformTeamMembers.teamId, platformTeamMembers.userId],
        set: { title: values.title },
      }));
}

export async function deleteMember(tx: Tx, teamId: string, userId: string) {
  await tx
    .delete(platformTeamMembers)
    .where(and(eq(platformTeamMembers.teamId, teamId), eq(platformTeamMembers.userId, userId)));
}
