/** Ratings: at most `max` (5), fractional, shown with one decimal. */
export const RATING_MAX = 5;

/** The value a click on star `clicked` gives: clearable ratings reset to 0 on a second click. */
export function nextRating(current: number, clicked: number, clearable: boolean): number {
  return clearable && current === clicked ? 0 : clicked;
}

/** One decimal, always: 3 → '3.0', 3.45 → '3.5'. */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** How full star n (1-based) is for a value: 0 to 1. */
export function starFill(value: number, star: number): number {
  return Math.max(0, Math.min(1, value - (star - 1)));
}
