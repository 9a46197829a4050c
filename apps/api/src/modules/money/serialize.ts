import type { challenges, moneyLedger } from '../../db/schema.js';
import type { WalletRow } from './queries.js';

type ChallengeRow = typeof challenges.$inferSelect;
type MoneyRow = typeof moneyLedger.$inferSelect;

export function entryStatusBody(
  challenge: ChallengeRow,
  userId: string,
  entry: MoneyRow | null,
  balanceCents: number,
) {
  return {
    challenge_id: challenge.id,
    fee_cents: challenge.ideaEntryFeeCents,
    paid: entry !== null,
    paid_at: entry ? entry.createdAt.toISOString() : null,
    unlocked: challenge.ideaEntryFeeCents <= 0 || challenge.catalystId === userId || entry !== null,
    balance_cents: balanceCents,
  };
}

export function walletEntryBody({ row, slug, title, message, otherId, otherHandle }: WalletRow) {
  return {
    id: row.id,
    kind: row.kind,
    cents: row.cents,
    challenge:
      row.challengeId && slug !== null && title !== null
        ? { id: row.challengeId, slug, question_title: title }
        : null,
    counterparty: otherId && otherHandle ? { id: otherId, handle: otherHandle } : null,
    message,
    created_at: row.createdAt.toISOString(),
  };
}
