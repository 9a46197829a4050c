import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../context.js';
import type { Database, Tx } from '../../db/client.js';
import {
  auditLog,
  emailOutbox,
  emailVerifications,
  invitations,
  platformStaff,
  platforms,
  sessions,
  users,
} from '../../db/schema.js';
import { hashToken, newToken } from '../../http/auth.js';
import { isUuid } from '../../http/ids.js';

export const VERIFICATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        value.includes('@') ? eq(users.email, value) : eq(users.handle, value),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return user;
}

/** A user by id or handle. */
export async function findUser(db: Database, idOrHandle: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        isUuid(idOrHandle)
          ? or(eq(users.id, idOrHandle), eq(users.handle, idOrHandle.toLowerCase()))
          : eq(users.handle, idOrHandle.toLowerCase()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return user;
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

export async function handleTaken(db: Database, handle: string): Promise<boolean> {
  const lower = handle.toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.handle, lower))
    .limit(1);
  if (user) return true;
  const [platform] = await db
    .select({ id: platforms.id })
    .from(platforms)
    .where(or(eq(platforms.slug, lower), eq(platforms.subdomain, lower)))
    .limit(1);
  return platform !== undefined;
}

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly screenName: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly scoutReferrerId?: string | null;
  readonly emailVerified?: boolean;
  readonly isDemo?: boolean;
  readonly isGlobalAdmin?: boolean;
}

/** Creates a user and their personal platform (slug = handle), in the caller's transaction. */
export async function insertAccount(tx: Tx, account: NewAccount, now: Date): Promise<UserRow> {
  const handle = account.screenName.toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      screenName: account.screenName,
      handle,
      firstName: account.firstName || null,
      lastName: account.lastName || null,
      scoutReferrerId: account.scoutReferrerId ?? null,
      emailVerifiedAt: account.emailVerified ? now : null,
      isDemo: account.isDemo ?? false,
      isGlobalAdmin: account.isGlobalAdmin ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  const [platform] = await tx
    .insert(platforms)
    .values({
      slug: handle,
      name: account.screenName,
      title: account.screenName,
      type: 'user-platform',
      ownerId: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: platforms.id });
  if (!platform) throw new Error('insert returned no platform');
  await tx
    .insert(platformStaff)
    .values({ platformId: platform.id, userId: user.id, role: 'owner' });
  return user;
}

/** Creates a verification token and puts its mail in the outbox. */
export async function queueVerificationMail(
  tx: Pick<Database, 'insert'>,
  user: Pick<UserRow, 'id' | 'email' | 'screenName'>,
  now: Date,
): Promise<void> {
  const token = newToken();
  await tx.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  await tx.insert(emailOutbox).values({
    userId: user.id,
    toEmail: user.email,
    kind: 'verify-email',
    subject: 'Confirm your email address',
    text: `Hello @${user.screenName},\n\nConfirm your email address with this code:\n\n${token}\n\nIt is valid for three days.`,
    createdAt: now,
    sendAfter: now,
  });
}

export async function isAmbassador(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(platformStaff)
    .where(and(eq(platformStaff.userId, userId), eq(platformStaff.role, 'ambassador')))
    .limit(1);
  return row !== undefined;
}

export async function revokeSessions(
  db: Pick<Tx, 'update'>,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** An unused, unexpired invitation by its code. */
export async function findOpenInvitation(db: Database, code: string, now: Date) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.codeHash, hashToken(code)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return invitation;
}

/** Marks an invitation used; false when another sign-up used it first. */
export async function useInvitation(
  tx: Tx,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(invitations)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(invitations.id, invitationId), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return used.length > 0;
}

export async function insertInvitation(
  tx: Tx,
  invitation: { inviterId: string; email: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(invitations).values({
    inviterId: invitation.inviterId,
    email: invitation.email,
    codeHash: invitation.codeHash,
    createdAt: invitation.now,
    expiresAt: invitation.expiresAt,
  });
}

export async function queueMail(
  tx: Pick<Database, 'insert'>,
  mail: { toEmail: string; kind: string; subject: string; body: string; now: Date },
): Promise<void> {
  await tx.insert(emailOutbox).values({
    toEmail: mail.toEmail,
    kind: mail.kind,
    subject: mail.subject,
    text: mail.body,
    createdAt: mail.now,
    sendAfter: mail.now,
  });
}

/** Revokes one session by its token; answers its user, or nothing for an unknown token. */
export async function revokeToken(tx: Tx, token: string, now: Date): Promise<string | undefined> {
  const [revoked] = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return revoked?.userId;
}

/** Revokes one session by id; answers its user when it was still live. */
export async function revokeSessionById(
  tx: Tx,
  sessionId: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId;
}

/** Spends a verification token and verifies its user's address; answers the user, if valid. */
export async function spendVerification(
  tx: Tx,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId });
  if (!row) return undefined;
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, row.userId));
  return row.userId;
}

export async function updateUser(
  db: Pick<Tx, 'update'>,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [updated] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!updated) throw new Error('user update returned no row');
  return updated;
}

export async function audit(
  tx: Pick<Database, 'insert'>,
  entry: {
    actorId: string;
    action: string;
    targetUserId: string;
    details: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    details: entry.details,
    createdAt: entry.now,
  });
}
