/** The email module's SQL: the outbox queue, unsubscribe tokens and the admins' list. */
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { emailOutbox, emailUnsubscribeTokens, users } from '../../db/schema.js';
import { hashToken } from '../../http/auth.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** A mail to queue. */
export interface NewMail {
  readonly userId: string | null;
  readonly toEmail: string;
  readonly kind: string;
  readonly subject: string;
  readonly text?: string;
  readonly payload?: Record<string, unknown> | null;
  /** Unique: a second mail with the key is not queued. */
  readonly key: string;
  readonly now: Date;
  readonly sendAfter: Date;
}

/** Queues a mail once per key; answers whether it was queued now. */
export async function insertMail(db: Database | Tx, mail: NewMail): Promise<boolean> {
  return (await insertMails(db, [mail])) > 0;
}

/** Queues mails in one statement, each once per key; answers how many were queued now. */
export async function insertMails(db: Database | Tx, mails: readonly NewMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const inserted = await db
    .insert(emailOutbox)
    .values(
      mails.map((mail) => ({
        userId: mail.userId,
        toEmail: mail.toEmail,
        kind: mail.kind,
        subject: mail.subject,
        text: mail.text ?? '',
        payload: mail.payload ?? null,
        idempotencyKey: mail.key,
        createdAt: mail.now,
        sendAfter: mail.sendAfter,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  return inserted.length;
}

/** What mail to a player needs of them. */
export interface Recipient {
  readonly id: string;
  readonly email: string;
  readonly screenName: string;
  readonly preferences: Record<string, unknown>;
  /** Verified, not disabled, not deleted: mail may go to the address. */
  readonly reachable: boolean;
}

export async function recipients(db: Database | Tx, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      screenName: users.screenName,
      preferences: users.preferences,
      verified: users.emailVerifiedAt,
      disabled: users.isDisabled,
      deleted: users.deletedAt,
    })
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    screenName: r.screenName,
    preferences: r.preferences,
    reachable: r.verified !== null && !r.disabled && r.deleted === null,
  }));
}

/**
 * Claims up to `limit` due mails for one worker: each row is taken by one claim at a time
 * (`FOR UPDATE SKIP LOCKED` on PostgreSQL; PGlite runs one statement at a time), held until
 * `until`, and counted as an attempt. A claim that outlives `until` (its worker died) is taken
 * again by the next worker.
 */
export async function claimDue(
  db: Database,
  claim: { id: string; now: Date; until: Date; limit: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const now = claim.now.toISOString();
  const result = await db.execute(sql`
    update ${emailOutbox} o
    set claim = ${claim.id}::uuid, claimed_until = ${claim.until.toISOString()}::timestamptz,
      attempts = o.attempts + 1
    where o.id in (
      select id from ${emailOutbox}
      where sent_at is null and send_after <= ${now}::timestamptz and attempts < ${claim.maxAttempts}
        and (claimed_until is null or claimed_until < ${now}::timestamptz)
      order by send_after, id
      limit ${claim.limit}
      for update skip locked)
    returning o.id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  // Read back through the table's mapping (column names, dates, json).
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.claim, claim.id),
        sql`${emailOutbox.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
}

/** Fills in a claimed mail's words (its payload's, written now); false when the claim was lost. */
export async function writeOut(
  tx: Tx,
  row: { id: string; claim: string },
  mail: {
    toEmail: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  },
): Promise<boolean> {
  const updated = await tx
    .update(emailOutbox)
    .set({ ...mail, payload: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.claim, row.claim)))
    .returning({ id: emailOutbox.id });
  return updated.length > 0;
}

/** Ends a claim: sent (or kept, or skipped) at `now`. */
export async function markDone(
  db: Database | Tx,
  row: { id: string; claim: string },
  done: { now: Date; by: 'smtp' | 'outbox' | 'skipped' },
): Promise<void> {
  // Mail that left keeps its subject, not its words: they hold a verification code or an
  // unsubscribe link, secrets the database otherwise keeps only as hashes. The outbox viewer's
  // mail stays whole: there, the outbox is where it is read.
  const sent = done.by === 'smtp' ? { text: '', html: null, headers: {} } : {};
  await db
    .update(emailOutbox)
    .set({ sentAt: done.now, deliveredBy: done.by, claim: null, claimedUntil: null, ...sent })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.claim, row.claim)));
}

/** Ends a claim that failed: tried again from `retryAt`. */
export async function markFailed(
  db: Database,
  row: { id: string; claim: string },
  failure: { error: string; retryAt: Date },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      lastError: failure.error.slice(0, 1000),
      sendAfter: failure.retryAt,
      claim: null,
      claimedUntil: null,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.claim, row.claim)));
}

/** Keeps an unsubscribe token's hash for the player and kind. */
export async function insertUnsubscribeToken(
  tx: Tx,
  token: { value: string; userId: string; kind: string; now: Date },
): Promise<void> {
  await tx.insert(emailUnsubscribeTokens).values({
    tokenHash: hashToken(token.value),
    userId: token.userId,
    kind: token.kind,
    createdAt: token.now,
  });
}

/** A token's player and kind, and whether it was used; undefined for an unknown token. */
export async function findUnsubscribeToken(db: Database | Tx, token: string) {
  const [row] = await db
    .select({
      userId: emailUnsubscribeTokens.userId,
      kind: emailUnsubscribeTokens.kind,
      usedAt: emailUnsubscribeTokens.usedAt,
    })
    .from(emailUnsubscribeTokens)
    .where(eq(emailUnsubscribeTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Marks a token used, once: false when it already was (or is unknown). */
export async function spendUnsubscribeToken(tx: Tx, token: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(emailUnsubscribeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailUnsubscribeTokens.tokenHash, hashToken(token)),
        isNull(emailUnsubscribeTokens.usedAt),
      ),
    )
    .returning({ userId: emailUnsubscribeTokens.userId });
  return spent.length > 0;
}

/** The player's row for a preferences change, locked until the transaction ends. */
export async function lockPreferences(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.preferences;
}

/** The outbox's states as the admins' list filters them. */
export const MAX_ATTEMPTS = 6;

function stateFilter(state: 'all' | 'waiting' | 'sent' | 'failed') {
  if (state === 'sent') return isNotNull(emailOutbox.sentAt);
  if (state === 'waiting')
    return and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS));
  if (state === 'failed')
    return and(isNull(emailOutbox.sentAt), gte(emailOutbox.attempts, MAX_ATTEMPTS));
  return undefined;
}

/**
 * Highlights matching `which` (alias `h`) that tell hidden play (decision 0010): of a challenge
 * still open (a mentor's feedback names the mentor and the idea's author), or of a medal others
 * do not see yet (a first idea, dated). Their player may read them; the admins may not yet.
 */
const hiddenHighlight = (which: SQL) => sql`exists (
  select 1 from highlights h
  left join challenges c on c.id = h.challenge_id
  left join medals_awarded m on h.type = 'medal-earned' and m.user_id = h.user_id
    and h.key = 'medal:' || m.medal_id || ':' || m.context_key
  where ${which}
    and ((c.id is not null and c.settled_at is null and c.solution_format <> 'ama')
      or (m.id is not null and m.public_at is null)))`;

/** A highlight's own mail telling hidden play: the admins' list leaves it out until public. */
const tellsHiddenPlay = hiddenHighlight(
  sql`h.id = (case when ${emailOutbox.idempotencyKey} like 'highlight:%'
      then substring(${emailOutbox.idempotencyKey} from 11)::uuid end)`,
);

/**
 * A digest that may list such a highlight (its player's, written before it): the admins' list
 * shows it without its words until they are public.
 */
const digestTellsHiddenPlay = sql`(${emailOutbox.kind} = 'digest' and ${hiddenHighlight(
  sql`h.user_id = ${emailOutbox.userId} and h.created_at <= ${emailOutbox.createdAt}`,
)})`;

/**
 * A page of the outbox, newest first, and how many mails match: none telling hidden play, and
 * `wordsWithheld` on a digest that may.
 */
export async function listOutbox(
  db: Database,
  query: { page: number; size: number; state: 'all' | 'waiting' | 'sent' | 'failed' },
) {
  const where = and(stateFilter(query.state), not(tellsHiddenPlay));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(emailOutbox), wordsWithheld: digestTellsHiddenPlay })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows: rows as (OutboxRow & { wordsWithheld: boolean })[], total: total?.n ?? 0 };
}
