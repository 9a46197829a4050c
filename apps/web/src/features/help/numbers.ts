/** A number of neurons with its sign: +10, 0, −2 (a true minus sign). */
export function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${-points}`;
  return '0';
}

/** Whole numbers with thin grouping, as the help pages print neurons: 1 460 349. */
export function grouped(value: number): string {
  return value.toLocaleString('en-US').replace(/,/g, '\u202f');
}
