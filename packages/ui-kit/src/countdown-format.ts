/**
 * A countdown: under a day it shows hours, minutes and seconds; from a day on, whole days (then
 * months), as a duration ("3 days"), which the component's "{{time}} left" reads around: a
 * relative time ("in 3 days") made it "in 3 days left". The component refreshes every 30 s.
 *
 * The days and months are the translator's plural words, not `Intl.NumberFormat`'s unit style:
 * building the first unit formatter loads the engine's unit data (~13 ms in V8, four times that
 * on a phone), and it ran inside the home page's render, one of its longest tasks.
 */
import type { TFunction } from './i18n.js';

export const COUNTDOWN_REFRESH_MS = 30_000;
const DAY_MS = 86_400_000;

/** `t` reads the ui-kit's namespace (`component.countdown.days`, `.months`). */
export function formatCountdown(endsAt: number, now: number, t: TFunction): string | null {
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
  return days < 30
    ? t('component.countdown.days', { count: days })
    : t('component.countdown.months', { count: Math.round(days / 30) });
}
