/**
 * Paying a closed olympiad's prizes out of the site. The close credited each winner's on-site
 * wallet; a payout sends that money to the player's payout account through the provider:
 * per allocation, in its own transaction, it locks the allocation (a concurrent payout waits,
 * then finds it paid) and the player's wallet, decides with game-rules `payoutDecision`
 * (no_payment, no_wallet, divergent, or pay) and, to pay, debits the wallet (`payout`, keyed by
 * the allocation), asks the provider to pay under the same key and records the `payouts` row
 * (unique per allocation and key). A provider that refuses rolls that allocation back, so the
 * next payout tries it again with the same key; nothing is ever paid twice.
 */
import { type AllocationState, payoutDecision } from '@nervus/game-rules';
import type { Database } from '../../db/client.js';
import { enforce } from '../../http/policy.js';
import { lockWallet, moneyKeys, moveMoney, walletBalance } from '../ledger/money.js';
import type { PayoutProvider } from './payouts/provider.js';
import { canPayOut } from './policy-director.js';
import {
  allocationIds,
  boardPoints,
  findOlympiad,
  insertPayout,
  lockAllocation,
  type PersonRow,
  payoutAccountOf,
  setAllocationState,
} from './queries-director.js';

export interface PayoutResult {
  readonly allocation_id: string;
  readonly user: PersonRow;
  readonly cents: number;
  readonly before: AllocationState;
  readonly state: AllocationState;
  readonly paid_now: boolean;
  readonly error: string | null;
}

export interface PayoutRun {
  readonly olympiad_id: string;
  readonly results: PayoutResult[];
  readonly paid_cents: number;
}

/** Pays out every payable allocation of a closed olympiad; answers what became of each. */
export async function payOutOlympiad(
  db: Database,
  olympiadId: string,
  provider: PayoutProvider,
  now: () => Date,
): Promise<PayoutRun> {
  const olympiad = await findOlympiad(db, olympiadId);
  enforce(canPayOut(olympiad.status));
  const results: PayoutResult[] = [];
  for (const id of await allocationIds(db, olympiad.id)) {
    try {
      results.push(await payOne(db, id, provider, now));
    } catch (error) {
      const failed = await db.transaction((tx) => lockAllocation(tx, id));
      if (!failed) continue;
      results.push({
        allocation_id: id,
        user: failed.person,
        cents: failed.cents,
        before: failed.state as AllocationState,
        state: failed.state as AllocationState,
        paid_now: false,
        error: error instanceof Error ? error.message : 'The payout failed.',
      });
    }
  }
  return {
    olympiad_id: olympiad.id,
    results,
    paid_cents: results.reduce((sum, r) => sum + (r.paid_now ? r.cents : 0), 0),
  };
}

function payOne(
  db: Database,
  allocationId: string,
  provider: PayoutProvider,
  now: () => Date,
): Promise<PayoutResult> {
  return db.transaction(async (tx) => {
    const allocation = await lockAllocation(tx, allocationId);
    if (!allocation) throw new Error('the allocation disappeared');
    const before = allocation.state as AllocationState;
    const answer = (state: AllocationState, paidNow = false): PayoutResult => ({
      allocation_id: allocation.id,
      user: allocation.person,
      cents: allocation.cents,
      before,
      state,
      paid_now: paidNow,
      error: null,
    });
    await lockWallet(tx, allocation.userId);
    const account = await payoutAccountOf(tx, allocation.userId);
    const decision = payoutDecision({
      state: before,
      cents: allocation.cents,
      allocatedMilliPoints: allocation.milliPoints,
      boardMilliPoints: await boardPoints(
        tx,
        allocation.olympiadId,
        allocation.board,
        allocation.userId,
      ),
      balanceCents: await walletBalance(tx, allocation.userId),
      hasWallet: account !== null,
    });
    if (decision === 'keep') return answer(before);
    if (decision !== 'pay') {
      if (decision !== before) await setAllocationState(tx, allocation.id, decision);
      return answer(decision);
    }
    const key = moneyKeys.payout(allocation.id);
    const time = now();
    await moveMoney(tx, {
      entries: [
        {
          userId: allocation.userId,
          kind: 'payout',
          cents: -allocation.cents,
          key,
          olympiadId: allocation.olympiadId,
        },
      ],
      now: time,
    });
    // Last before the writes that record it: a refusal rolls the debit back with it.
    const receipt = await provider.pay({
      idempotencyKey: key,
      userId: allocation.userId,
      cents: allocation.cents,
      accountRef: (account as { account_ref: string }).account_ref,
    });
    const payoutId = await insertPayout(tx, {
      userId: allocation.userId,
      allocationId: allocation.id,
      cents: allocation.cents,
      provider: provider.name,
      providerRef: receipt.providerRef,
      key,
      now: time,
    });
    await setAllocationState(tx, allocation.id, 'paid', payoutId);
    return answer('paid', true);
  });
}
