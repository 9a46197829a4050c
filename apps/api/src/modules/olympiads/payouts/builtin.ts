/**
 * The built-in payout provider, the default until a real one is configured: it "pays" by
 * remembering each payment in process under its idempotency key (the `payouts` table is the
 * durable record), answers a repeated key with the payment it already made, and can be told to
 * fail, so tests see what a provider's refusal does.
 */
import { randomUUID } from 'node:crypto';
import {
  PayoutFailed,
  type PayoutProvider,
  type PayoutReceipt,
  type PayoutRequest,
} from './provider.js';

export interface BuiltinPayoutProvider extends PayoutProvider {
  /** Every payment made, by idempotency key. */
  readonly payments: ReadonlyMap<string, PayoutRequest & PayoutReceipt>;
  /** How many times `pay` was called (repeats included). */
  readonly calls: () => number;
  /** Refuses the payments of these players until `reset` (a test's bank says no). */
  failFor(userId: string): void;
  reset(): void;
}

export function builtinPayoutProvider(): BuiltinPayoutProvider {
  const payments = new Map<string, PayoutRequest & PayoutReceipt>();
  const failing = new Set<string>();
  let calls = 0;
  return {
    name: 'builtin',
    payments,
    calls: () => calls,
    async pay(request) {
      calls += 1;
      const earlier = payments.get(request.idempotencyKey);
      if (earlier) return { providerRef: earlier.providerRef };
      if (failing.has(request.userId))
        throw new PayoutFailed('The payout provider refused this payment.');
      const receipt = { providerRef: `builtin:${randomUUID()}` };
      payments.set(request.idempotencyKey, { ...request, ...receipt });
      return receipt;
    },
    failFor: (userId) => void failing.add(userId),
    reset() {
      failing.clear();
      payments.clear();
      calls = 0;
    },
  };
}

/** The server's provider when none is given (one per process). */
export const defaultPayoutProvider: BuiltinPayoutProvider = builtinPayoutProvider();
