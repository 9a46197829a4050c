/**
 * The digest: daily or weekly (`email.digest`, weekly unless the player chose), one mail
 * summing up the neurons and highlights of the window since the last digest, or none when
 * nothing happened in it. The window is the player's own view (decision 0010): neurons as their
 * own history shows them, when it shows them (what others' hidden play paid them counts when
 * its challenge settles), and their highlights, which tell only what they may know.
 *
 * Each player's window is taken once: the `email_digests` row moves from the window's start to
 * its end in the transaction that queues the mail, by compare-and-set, and the mail's key names
 * the window, so several workers (instances) never send one window twice.
 */
import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { emailDigests, highlights, users } from '../../db/schema.js';
import { shownAt, visibleTo } from '../ledger/hidden-play.js';
import { type DigestPayload, subjectOf } from './compose.js';
import { digestPeriodMs, emailPreferences, sendAfter } from './policy.js';
import { insertMail } from './queries.js';

/** How many highlights a digest lists (the rest are counted). */
export const DIGEST_HIGHLIGHTS = 5;

interface DueRow {
  id: string;
  email: string;
  preferences: Record<string, unknown>;
  window_start: string | Date;
  has_row: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Players whose digest window has run its length by `now`, oldest first. */
async function dueDigests(db: Database, now: Date, limit: number): Promise<DueRow[]> {
  const at = now.toISOString();
  return rowsOf<DueRow>(
    await db.execute(sql`
      select u.id, u.email, u.preferences,
        coalesce(d.last_digest_at, u.created_at) as window_start, d.user_id is not null as has_row
      from ${users} u
      left join ${emailDigests} d on d.user_id = u.id
      where u.email_verified_at is not null and not u.is_disabled and u.deleted_at is null
        and coalesce(u.preferences->'email'->>'digest', 'weekly') in ('daily', 'weekly')
        and coalesce(d.last_digest_at, u.created_at) <= ${at}::timestamptz - case
          when u.preferences->'email'->>'digest' = 'daily' then interval '1 day'
          else interval '7 days' end
      order by window_start
      limit ${limit}`),
  );
}

/** Moves the player's window from `from` to `to`; false when another worker already did. */
async function takeWindow(tx: Tx, row: DueRow, from: Date, to: Date): Promise<boolean> {
  const taken = row.has_row
    ? await tx.execute(sql`
        update ${emailDigests} set last_digest_at = ${to.toISOString()}::timestamptz
        where user_id = ${row.id}::uuid and last_digest_at = ${from.toISOString()}::timestamptz
        returning user_id`)
    : await tx.execute(sql`
        insert into ${emailDigests} (user_id, last_digest_at)
        values (${row.id}::uuid, ${to.toISOString()}::timestamptz)
        on conflict (user_id) do nothing
        returning user_id`);
  return rowsOf(taken).length > 0;
}

/** The neurons the player's own history shows as earned in `(from, to]`: thousandths and awards. */
export async function windowNeurons(db: Database | Tx, userId: string, from: Date, to: Date) {
  const [f, t] = [from.toISOString(), to.toISOString()];
  const [row] = rowsOf<{ milli: string | number | null; awards: number }>(
    await db.execute(sql`
      select coalesce(sum(l.milli_points), 0)::bigint as milli, count(*)::int as awards
      from neuron_ledger l
      left join challenges c on c.id = l.challenge_id
      where l.user_id = ${userId}::uuid
        and (l.created_at > ${f}::timestamptz or c.settled_at > ${f}::timestamptz)
        and ${visibleTo('owner')}
        and ${shownAt('owner')} > ${f}::timestamptz and ${shownAt('owner')} <= ${t}::timestamptz`),
  );
  return { milliPoints: Number(row?.milli ?? 0), awards: row?.awards ?? 0 };
}

/** The player's highlights written in `(from, to]`: the newest few, and how many. */
export async function windowHighlights(db: Database | Tx, userId: string, from: Date, to: Date) {
  const [f, t] = [from.toISOString(), to.toISOString()];
  const rows = rowsOf<{ statement: string; link: string | null; total: number }>(
    await db.execute(sql`
      select statement, link, count(*) over ()::int as total
      from ${highlights}
      where user_id = ${userId}::uuid and created_at > ${f}::timestamptz
        and created_at <= ${t}::timestamptz
      order by created_at desc, id
      limit ${DIGEST_HIGHLIGHTS}`),
  );
  return {
    highlights: rows.map((r) => ({ statement: r.statement, link: r.link })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Queues the digests due at `now` (at most `limit` players per call); answers how many mails
 * were queued. A window in which nothing happened moves on without a mail.
 */
export async function queueDueDigests(db: Database, now: Date, limit = 200): Promise<number> {
  let queued = 0;
  for (const row of await dueDigests(db, now, limit)) {
    const preferences = emailPreferences(row.preferences);
    if (preferences.digest === 'never') continue;
    const from = new Date(row.window_start);
    // A player back after a long time gets one digest of one period, not of months.
    const start = new Date(
      Math.max(from.getTime(), now.getTime() - 2 * digestPeriodMs(preferences.digest)),
    );
    const added = await inTransaction(db, async (tx) => {
      if (!(await takeWindow(tx, row, from, now))) return false;
      const neurons = await windowNeurons(tx, row.id, start, now);
      const told = await windowHighlights(tx, row.id, start, now);
      if (neurons.awards === 0 && told.total === 0) return false;
      const payload: DigestPayload = {
        type: 'digest',
        frequency: preferences.digest as 'daily' | 'weekly',
        from: start.toISOString(),
        to: now.toISOString(),
        milliPoints: neurons.milliPoints,
        awards: neurons.awards,
        highlights: told.highlights,
        highlightsTotal: told.total,
      };
      return insertMail(tx, {
        userId: row.id,
        toEmail: row.email,
        kind: 'digest',
        subject: subjectOf(payload),
        payload: { ...payload },
        key: `digest:${row.id}:${from.toISOString()}`,
        now,
        sendAfter: sendAfter(preferences, now),
      });
    });
    if (added) queued += 1;
  }
  return queued;
}
