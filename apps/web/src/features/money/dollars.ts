// Apart from the money rows (`money-rows.ts`, which load the money's words): the pay page reads
// typed amounts without them.

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
