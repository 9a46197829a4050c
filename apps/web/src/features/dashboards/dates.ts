/** The dashboards' dates, apart from the pages so that each page loads only its own code. */

/** The day a challenge ends, as the challenge pages write it. */
export const day = (iso: string) => iso.slice(0, 10);

/** Whole days left, rounded up: "ends in 1 day" until the last minute. */
export function daysLeft(endIso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endIso) - now) / 86_400_000));
}
