/**
 * Scores are calculated to three decimals. Scores under 1 (in absolute value) always show their
 * three decimals, so a fresh player sees 0.500 rather than a bare 0 or 1; from 1 on, trailing
 * zeros are dropped and thousands are grouped: 1,234.5.
 *
 * @example formatScore(0.5)      // '0.500'
 * @example formatScore(0)        // '0.000'
 * @example formatScore(1234.5)   // '1,234.5'
 * @example formatScore(12)       // '12'
 * @example formatScore(2.34567)  // '2.346'
 */
export function formatScore(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`score must be finite, got ${n}`);
  // Round half away from zero on the thousandths, then work on the integer of thousandths.
  const milli = Math.sign(n) * Math.round(Math.abs(n) * 1000);
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / 1000);
  const fraction = (abs % 1000).toString().padStart(3, '0');
  if (whole === 0) return `${sign}0.${fraction}`;
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? `${sign}${grouped}` : `${sign}${grouped}.${trimmed}`;
}
