/**
 * The money a challenge's settlement writes, worked out from what it holds: the pledged prize
 * and the entry fees paid. The fees split 65/28/7 (game-rules `splitEntryFee`): the catalyst
 * keeps 65%, 28% joins the pledge as prize money for the top 5 (`splitChallengePrize`), 7% is
 * the platform's. When nobody ranks, the pledge goes back to the catalyst and the fees' prize
 * share back to the players who paid, in proportion to what they paid (docs/decisions/0005).
 * Every row has an idempotency key per challenge, so a second settlement writes nothing.
 */
import { allocate, splitChallengePrize, splitEntryFee } from '@nervus/game-rules';

export interface FeePaid {
  /** The fee's ledger row: it keys the refund, and orders the payers. */
  readonly id: number;
  readonly userId: string | null;
  /** Positive cents. */
  readonly cents: number;
}

export interface MoneyRowValues {
  readonly userId: string | null;
  readonly challengeId: string;
  readonly kind: string;
  readonly cents: number;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
}

export interface ChallengeMoney {
  readonly rows: MoneyRowValues[];
  /** What the winners got: the pledge and the fees' prize share. */
  readonly prizePaid: number;
  /** What nobody won (no ranked idea): returned to the catalyst and refunded to the payers. */
  readonly prizeUnawarded: number;
  readonly feesTotal: number;
}

export function challengeMoney(input: {
  readonly challengeId: string;
  readonly catalystId: string;
  readonly pledgeCents: number;
  /** Authors of the ranked ideas, best first (one per idea). */
  readonly rankedAuthors: readonly string[];
  /** Fees paid, in payment order. */
  readonly fees: readonly FeePaid[];
  readonly now: Date;
}): ChallengeMoney {
  const { challengeId: id, now } = input;
  const rows: MoneyRowValues[] = [];
  const row = (userId: string | null, kind: string, cents: number, key: string) =>
    rows.push({ userId, challengeId: id, kind, cents, idempotencyKey: key, createdAt: now });

  const feesTotal = input.fees.reduce((sum, f) => sum + f.cents, 0);
  const fees = splitEntryFee(feesTotal);
  const pot = input.pledgeCents + fees.prizePool;
  let prizePaid = 0;
  let prizeUnawarded = 0;
  if (pot > 0) {
    const split = splitChallengePrize(pot, input.rankedAuthors);
    for (const p of split.payouts)
      row(p.entry, 'challenge-prize', p.cents, `challenge-prize:${id}:${p.rank}`);
    prizePaid = split.payouts.reduce((sum, p) => sum + p.cents, 0);
    prizeUnawarded = split.unawarded;
    if (split.unawarded > 0) {
      if (input.pledgeCents > 0)
        row(
          input.catalystId,
          'challenge-prize-returned',
          input.pledgeCents,
          `challenge-prize:${id}:returned`,
        );
      if (fees.prizePool > 0) {
        const back = allocate(
          fees.prizePool,
          input.fees.map((f) => f.cents),
        );
        input.fees.forEach((f, i) => {
          row(f.userId, 'entry-fee-refund', back[i] as number, `entry-fee-refund:${id}:${f.id}`);
        });
      }
    }
  }
  row(input.catalystId, 'entry-fee-owner', fees.owner, `entry-fee-owner:${id}`);
  row(null, 'platform-fee', fees.platform, `platform-fee:${id}`);
  // A zero row says nothing and would only crowd the wallets.
  return { rows: rows.filter((r) => r.cents !== 0), prizePaid, prizeUnawarded, feesTotal };
}
