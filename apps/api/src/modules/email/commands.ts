/**
 * Queueing players' mail, and the one-click unsubscribe. Mail is queued in the transaction of
 * what it tells, once per key (`highlight:<id>`), and only to players who want that kind and
 * can be reached (a verified address, an active account); quiet hours set when it may go. The
 * words are written just before sending (worker.ts), so they use the address, preferences and
 * unsubscribe link of that moment.
 */
import type { Unsubscribe, UnsubscribeKind } from '@nervus/contracts';
import { UNSUBSCRIBE_KINDS } from '@nervus/contracts';
import { inTransaction } from '../../db/after-commit.js';
import type { Database, Tx } from '../../db/client.js';
import { saveUserIn } from '../accounts/commands.js';
import { type NotificationPayload, subjectOf } from './compose.js';
import {
  emailPreferences,
  kindOfHighlight,
  sendAfter,
  unsubscribedPreferences,
  wants,
} from './policy.js';
import {
  findUnsubscribeToken,
  insertMails,
  lockPreferences,
  type NewMail,
  type Recipient,
  recipients,
  spendUnsubscribeToken,
} from './queries.js';

/** A highlight as the mail about it needs it. */
export interface HighlightMail {
  readonly id: string;
  readonly userId: string;
  readonly type: string;
  readonly statement: string;
  readonly link: string | null;
  readonly challengeTitle: string | null;
  /** When it was written: quiet hours hold the mail from then. */
  readonly at: Date;
}

/**
 * Queues the mail of new highlights (one each, keyed by the highlight), for the players whose
 * email preferences want their kind; answers how many were queued. Call it in the highlights'
 * transaction: the mail exists exactly when they do. `known` are their players as the caller
 * already read them (the highlights' statement joins them), saving a read.
 *
 * @example await queueHighlightMails(tx, [{ id, userId, type: 'mentor-comment', statement: '@ada gave feedback on your idea.', link: '/challenges/x', challengeTitle: 'X?', at: now }]);
 */
export async function queueHighlightMails(
  tx: Tx,
  highlights: readonly HighlightMail[],
  known?: readonly Recipient[],
): Promise<number> {
  if (highlights.length === 0) return 0;
  const people = new Map(
    (known ?? (await recipients(tx, [...new Set(highlights.map((h) => h.userId))]))).map((r) => [
      r.id,
      r,
    ]),
  );
  const mails: NewMail[] = [];
  for (const h of highlights) {
    const person = people.get(h.userId);
    if (!person?.reachable) continue;
    const preferences = emailPreferences(person.preferences);
    const kind = kindOfHighlight(h.type);
    if (!wants(preferences, kind)) continue;
    const payload: NotificationPayload = {
      type: 'notification',
      statement: h.statement,
      link: h.link,
      challengeTitle: h.challengeTitle,
    };
    mails.push({
      userId: h.userId,
      toEmail: person.email,
      kind,
      subject: subjectOf(payload),
      payload: { ...payload },
      key: `highlight:${h.id}`,
      now: h.at,
      sendAfter: sendAfter(preferences, h.at),
    });
  }
  return insertMails(tx, mails);
}

function isKind(kind: string): kind is UnsubscribeKind {
  return (UNSUBSCRIBE_KINDS as readonly string[]).includes(kind);
}

/** What an unsubscribe link turns off, read without changing anything; undefined when unknown. */
export async function readUnsubscribe(
  db: Database,
  token: string,
): Promise<Unsubscribe | undefined> {
  const row = await findUnsubscribeToken(db, token);
  if (!row || !isKind(row.kind)) return undefined;
  return { kind: row.kind, done: row.usedAt !== null };
}

/**
 * Turns off the link's kind of mail for its player, once per link: `done` true when it did now,
 * false when the link was already used (nothing changes then, even if the player has turned
 * that mail on again since). Undefined for an unknown link.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  now: Date,
): Promise<Unsubscribe | undefined> {
  return inTransaction(db, async (tx) => {
    const row = await findUnsubscribeToken(tx, token);
    if (!row || !isKind(row.kind)) return undefined;
    if (!(await spendUnsubscribeToken(tx, token, now))) return { kind: row.kind, done: false };
    const stored = await lockPreferences(tx, row.userId);
    if (stored === undefined) return { kind: row.kind, done: false };
    const email = { ...((stored.email ?? {}) as Record<string, unknown>) };
    // Through accounts, the users' one writer: cached sessions hold the row, preferences included.
    await saveUserIn(db, tx, row.userId, {
      preferences: { ...stored, email: { ...email, ...unsubscribedPreferences(row.kind).email } },
      updatedAt: now,
    });
    return { kind: row.kind, done: true };
  });
}
