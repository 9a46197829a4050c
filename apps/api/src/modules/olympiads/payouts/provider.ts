/**
 * Who sends a prize out of the site. A payout calls `pay` once per allocation with a key made
 * from the allocation (`payout:{allocation}`), inside the transaction that records the payout
 * and debits the player's wallet: when that transaction fails after the provider has paid, the
 * next payout calls again with the same key, and a provider must answer that call with the
 * payment it already made (as card and transfer APIs do with their idempotency keys), so a
 * player is never paid twice.
 */
export interface PayoutRequest {
  /** The same for every attempt at one allocation's payout. */
  readonly idempotencyKey: string;
  readonly userId: string;
  /** Whole cents, more than zero. */
  readonly cents: number;
  /** The player's account at the provider (their payout account's `account_ref`). */
  readonly accountRef: string;
}

export interface PayoutReceipt {
  /** The provider's reference of the payment. */
  readonly providerRef: string;
}

export interface PayoutProvider {
  /** The name stored with each payout and payout account (`builtin`). */
  readonly name: string;
  /** Pays, or answers the payment already made under this key; throws when it cannot pay. */
  pay(request: PayoutRequest): Promise<PayoutReceipt>;
}

/** A provider's refusal: the payout records nothing and tries again next time. */
export class PayoutFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutFailed';
  }
}
