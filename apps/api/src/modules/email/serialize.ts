/** Outbox rows as the contracts say admins see them. */
import type { OutboxMail } from '@nervus/contracts';
import type { OutboxRow } from './queries.js';

export function outboxMail(row: OutboxRow & { wordsWithheld?: boolean }): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toEmail,
    subject: row.subject,
    // A player's mail is written out as it is sent (worker.ts): until then it has no words. A
    // digest that may list hidden play shows none to admins until it is public (queries.ts).
    text: row.payload || row.wordsWithheld ? '' : row.text,
    created_at: row.createdAt.toISOString(),
    send_after: row.sendAfter.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    delivered_by: row.deliveredBy,
    attempts: row.attempts,
    last_error: row.lastError,
  };
}
