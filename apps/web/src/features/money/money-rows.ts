/** How money rows read on the page: signed amounts and a readable kind. */
import { MONEY_KINDS, type MoneyKind } from '@nervus/contracts';
import { formatCents } from '@nervus/game-rules';
import '../../i18n/money.en.js';

/** A credit with a plus, a debit with a minus: `+$12.00`, `-$5.00`, `$0.00`. */
export function signedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** The i18n key of a money row's kind, or null for a kind this build does not know. */
export function kindKey(kind: string): string | null {
  return (MONEY_KINDS as readonly string[]).includes(kind)
    ? `money.kinds.${kind as MoneyKind}`
    : null;
}

/** The unlock page of a gate: ideas and rating are unlocked by the same payment. */
export type UnlockKind = 'idea' | 'rating';
export const UNLOCK_PATHS = {
  idea: '/challenges/$challenge/idea-unlock',
  rating: '/challenges/$challenge/rating-unlock',
} as const;
