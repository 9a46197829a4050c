import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown-format.js';
import { createUiI18n, UI_NAMESPACE } from './i18n.js';

describe('formatCountdown', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const t = createUiI18n().namespace(UI_NAMESPACE);
  it('shows h/m/s under a day', () => {
    expect(formatCountdown(now + (3 * 3600 + 4 * 60 + 5) * 1000, now, t)).toBe('3h 04m 05s');
  });
  it('is a duration in days, then months, from a day on', () => {
    expect(formatCountdown(now + 3 * 86_400_000, now, t)).toBe('3 days');
    expect(formatCountdown(now + 90 * 86_400_000, now, t)).toBe('3 months');
  });
  it('says one day and one month in the singular', () => {
    expect(formatCountdown(now + 86_400_000, now, t)).toBe('1 day');
    expect(formatCountdown(now + 30 * 86_400_000, now, t)).toBe('1 month');
  });
  it('is null once ended', () => {
    expect(formatCountdown(now, now, t)).toBeNull();
  });
});
