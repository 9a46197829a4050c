/**
 * How tournaments write money and neurons, in en-US's grouping. Not `toLocaleString`: each call
 * with options builds an `Intl.NumberFormat`, and the first one loads the engine's number data
 * (~10 ms in V8, four times that on a phone) inside the home page's render.
 */

/** 1234567 as "1,234,567"; a sign stays in front. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole dollars without cents, else two decimals: $2,500 or $12.50. */
export function formatMoney(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const dollars = Math.floor(Math.abs(whole) / 100);
  const rest = Math.abs(whole) % 100;
  return `${sign}$${grouped(String(dollars))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Neurons of a board: always three decimals, thousands grouped (1,234.500). */
export function formatNeurons(neurons: number): string {
  const [whole = '0', fraction = '000'] = neurons.toFixed(3).split('.');
  return `${grouped(whole)}.${fraction}`;
}
