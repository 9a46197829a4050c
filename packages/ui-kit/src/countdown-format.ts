/**
 * A countdown: under a day it shows hours, minutes and seconds; from a day on, whole days (then
 * months), as a duration ("3 days"), which the component's "{{time}} left" reads around: a
 * relative time ("in 3 days") made it "in 3 days left". The component refreshes every 30 s.
 */
export const COUNTDOWN_REFRESH_MS = 30_000;
const DAY_MS = 86_400_000;

export function formatCountdown(endsAt: number, now: number, locale = 'en'): string | null {
  const left = endsAt - now;
  if (left <= 0) return null;
  if (left < DAY_MS) {
    const total = Math.floor(left / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    return `${h}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
  }
  const days = Math.round(left / DAY_MS);
  const [value, unit] = days < 30 ? [days, 'day'] : [Math.round(days / 30), 'month'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
