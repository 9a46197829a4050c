/** How tournaments write money and neurons. */

/** Whole dollars without cents, else two decimals: $2,500 or $12.50. */
export function formatMoney(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** Neurons of a board: always three decimals, thousands grouped (1,234.500). */
export function formatNeurons(neurons: number): string {
  return neurons.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}
