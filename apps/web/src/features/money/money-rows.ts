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

/**
 * Dollars as typed (`2.50`, `$1,000`, `3`) in whole cents, or null when the text is not an
 * amount of dollars with at most two decimals. String arithmetic: no float rounding.
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const cents =
    Number(match[1].replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
