/**
 * The mail worker, in every API process: queues the digests that are due, then delivers the
 * outbox's due mail through the sender (SMTP, or the outbox viewer that keeps it). Each row is
 * claimed by one worker at a time (queries.ts `claimDue`), written out if it is a player's mail
 * (words, current address, a fresh unsubscribe link, or skipped if the player no longer wants
 * it), sent once, and marked; a failed send is tried again later, each time waiting longer, up
 * to `MAX_ATTEMPTS`. A worker that dies holding a claim leaves it to expire and another takes the
 * row: the only way a mail can go twice is a crash between the SMTP server's acceptance and the
 * mark, and the resend carries the same Message-ID.
 */
import { randomUUID } from 'node:crypto';
import type { UnsubscribeKind } from '@nervus/contracts';
import type { Logger } from 'pino';
import { inTransaction } from '../../db/after-commit.js';
import type { Database } from '../../db/client.js';
import { newToken } from '../../http/auth.js';
import { repeat } from '../../server/repeat.js';
import { composeMail, type MailPayload, type MailSite } from './compose.js';
import { queueDueDigests } from './digest.js';
import type { Mailer } from './mailer.js';
import { emailPreferences, wants } from './policy.js';
import {
  claimDue,
  insertUnsubscribeToken,
  MAX_ATTEMPTS,
  markDone,
  markFailed,
  type OutboxRow,
  recipients,
  writeOut,
} from './queries.js';

export { MAX_ATTEMPTS };

/**
 * How long a claim holds its rows: longer than a batch of sends can take (each send gives up
 * after at most two minutes: mailer.ts), so no other worker takes a row still being sent.
 */
const CLAIM_MS = 30 * 60_000;
const BATCH = 10;

/** The wait before attempt `n + 1` after `n` failed: 1, 4, 16, 64 minutes …, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

export interface DeliveryReport {
  sent: number;
  skipped: number;
  failed: number;
}

type Claimed = OutboxRow & { claim: string };

/**
 * Writes out a claimed player's mail from its payload; answers the mail to send, or null when it
 * was skipped (the player turned that mail off, or cannot be reached now) or the claim was lost.
 */
async function writeOutPayload(
  db: Database,
  row: Claimed,
  site: MailSite,
  now: Date,
): Promise<Claimed | null> {
  return inTransaction(db, async (tx) => {
    const [person] = row.userId ? await recipients(tx, [row.userId]) : [];
    const kind = row.kind as UnsubscribeKind;
    if (!person?.reachable || !wants(emailPreferences(person.preferences), kind)) {
      await markDone(tx, row, { now, by: 'skipped' });
      return null;
    }
    const token = newToken();
    await insertUnsubscribeToken(tx, { value: token, userId: person.id, kind, now });
    const mail = composeMail(site, row.payload as unknown as MailPayload, {
      screenName: person.screenName,
      kind,
      token,
    });
    const written = { toEmail: person.email, ...mail };
    if (!(await writeOut(tx, row, written))) return null;
    return { ...row, ...written, payload: null };
  });
}

/** Delivers what is due at `now`, in batches until none is left; answers what happened. */
export async function deliverDue(
  db: Database,
  mailer: Mailer,
  site: MailSite,
  now: Date,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, skipped: 0, failed: 0 };
  for (;;) {
    const claim = randomUUID();
    const rows = (await claimDue(db, {
      id: claim,
      now,
      until: new Date(now.getTime() + CLAIM_MS),
      limit: BATCH,
      maxAttempts: MAX_ATTEMPTS,
    })) as Claimed[];
    for (const claimed of rows) {
      const row = claimed.payload ? await writeOutPayload(db, claimed, site, now) : claimed;
      if (!row) {
        report.skipped += 1;
        continue;
      }
      try {
        await mailer.send({
          id: row.id,
          to: row.toEmail,
          subject: row.subject,
          text: row.text,
          html: row.html,
          headers: row.headers,
        });
        await markDone(db, row, { now, by: mailer.kind });
        report.sent += 1;
      } catch (err) {
        await markFailed(db, row, {
          error: err instanceof Error ? err.message : String(err),
          retryAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        });
        report.failed += 1;
      }
    }
    if (rows.length < BATCH) return report;
  }
}

export interface MailWorker {
  /** Stops and waits for a round in flight, so the database can be closed after. */
  stop(): Promise<void>;
}

/** How often the worker looks for due mail, and for due digests. */
export const MAIL_EVERY_MS = 10_000;
export const DIGESTS_EVERY_MS = 10 * 60_000;

/** Runs rounds now and then `everyMs` after each ends; digests every `digestsEveryMs`. */
export function startMailWorker(options: {
  db: Database;
  mailer: Mailer;
  site: MailSite;
  log: Logger;
  everyMs?: number;
  digestsEveryMs?: number;
  now?: () => Date;
}): MailWorker {
  const { db, mailer, site, log } = options;
  const now = options.now ?? (() => new Date());
  const everyMs = options.everyMs ?? MAIL_EVERY_MS;
  const digestsEveryMs = options.digestsEveryMs ?? DIGESTS_EVERY_MS;
  let digestsAt = 0;

  async function round(): Promise<void> {
    try {
      const at = now();
      if (at.getTime() - digestsAt >= digestsEveryMs) {
        digestsAt = at.getTime();
        const digests = await queueDueDigests(db, at);
        if (digests > 0) log.info({ digests }, 'digests queued');
      }
      const report = await deliverDue(db, mailer, site, at);
      if (report.sent + report.failed + report.skipped > 0)
        log.info({ ...report, by: mailer.kind }, 'mail delivered');
    } catch (err) {
      log.error({ err }, 'the mail worker failed; it runs again at the next turn');
    }
  }

  const repeating = repeat(round, everyMs);
  return {
    async stop() {
      await repeating.stop();
      await mailer.close();
    },
  };
}
