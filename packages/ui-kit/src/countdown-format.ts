/**
 * A countdown: under a day it shows hours, minutes and seconds; from a day on, relative time.
 * The component refreshes every 30 s.
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
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const days = Math.round(left / DAY_MS);
  return days < 30 ? rtf.format(days, 'day') : rtf.format(Math.round(days / 30), 'month');
}
