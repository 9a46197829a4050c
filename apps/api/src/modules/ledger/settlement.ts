/**
 * The money a challenge's settlement writes, worked out from what it holds: the pledged prize
 * and the entry fees paid. The fees split 65/28/7 (game-rules `splitEntryFee`): the catalyst
 * keeps 65%, 28% joins the pledge as prize money for the top 5 (`splitChallengePrize`), 7% is
 * the platform's. When nobody ranks, the pledge goes back to the catalyst and the fees' prize
 * share back to the players who paid, in proportion to what they paid (docs/decisions/0005).
 * Every row has an idempotency key per challenge, so a second settlement writes nothing.
 */
import { allocate, splitChallengePrize, splitEntryFee } from '@nervus/game-rules';
import type { SQL } from 'drizzle-orm';
import { creditMoney, type MoneyEntry, type MoneyKind, moneyKeys } from './money.js';

export interface FeePaid {
  /** The fee's ledger row: it keys the refund, and orders the payers. */
  readonly id: number;
  readonly userId: string | null;
  /** Positive cents. */
  readonly cents: number;
}

export interface ChallengeMoney {
  /** Credits only: the pledge and the fees were debited when they were paid. */
  readonly entries: MoneyEntry[];
  /** What the winners got: the pledge and the fees' prize share. */
  readonly prizePaid: number;
  /** What nobody won (no ranked idea): returned to the catalyst and refunded to the payers. */
  readonly prizeUnawarded: number;
  readonly feesTotal: number;
}

/** What a settling challenge holds and who won it. */
export interface SettlingChallenge {
  readonly challengeId: string;
  readonly catalystId: string;
  /** The money prize held from the catalyst's wallet at publish. */
  readonly pledgeCents: number;
  /** Authors of the ranked ideas, best first (one per idea): at least the prize's places. */
  readonly rankedAuthors: readonly string[];
}

export function challengeMoney(
  input: SettlingChallenge & {
    /** Fees paid, in payment order. */
    readonly fees: readonly FeePaid[];
  },
): ChallengeMoney {
  const { challengeId: id } = input;
  const entries: MoneyEntry[] = [];
  const row = (userId: string | null, kind: MoneyKind, cents: number, key: string) =>
    entries.push({ userId, challengeId: id, kind, cents, key });

  const feesTotal = input.fees.reduce((sum, f) => sum + f.cents, 0);
  const fees = splitEntryFee(feesTotal);
  const pot = input.pledgeCents + fees.prizePool;
  let prizePaid = 0;
  let prizeUnawarded = 0;
  if (pot > 0) {
    const split = splitChallengePrize(pot, input.rankedAuthors);
    for (const p of split.payouts)
      row(p.entry, 'challenge-prize', p.cents, moneyKeys.prize(id, p.rank));
    prizePaid = split.payouts.reduce((sum, p) => sum + p.cents, 0);
    prizeUnawarded = split.unawarded;
    if (split.unawarded > 0) {
      if (input.pledgeCents > 0)
        row(
          input.catalystId,
          'challenge-prize-returned',
          input.pledgeCents,
          moneyKeys.prizeReturned(id),
        );
      if (fees.prizePool > 0) {
        const back = allocate(
          fees.prizePool,
          input.fees.map((f) => f.cents),
        );
        input.fees.forEach((f, i) => {
          row(f.userId, 'entry-fee-refund', back[i] as number, moneyKeys.feeRefund(id, f.id));
        });
      }
    }
  }
  row(input.catalystId, 'entry-fee-owner', fees.owner, moneyKeys.feeOwner(id));
  row(null, 'platform-fee', fees.platform, moneyKeys.platformFee(id));
  // A zero row says nothing and would only crowd the wallets.
  return { entries: entries.filter((r) => r.cents !== 0), prizePaid, prizeUnawarded, feesTotal };
}

/**
 * Pays out what a settling challenge holds (`challengeMoney`): answers the split and the INSERT
 * of its credits, for the settlement's transaction to run beside its other writes. The fees must
 * be read after the settlement flipped `settled_at` under an exclusive lock: entry payments lock
 * the challenge row shared, so every fee read then is committed and none can follow.
 */
export function settleChallengeMoney(
  input: SettlingChallenge & { readonly fees: readonly FeePaid[] },
  now: Date,
): { money: ChallengeMoney; credits: SQL | null } {
  const money = challengeMoney(input);
  return { money, credits: creditMoney(money.entries, now) };
}
