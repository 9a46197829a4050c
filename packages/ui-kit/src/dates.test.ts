import { describe, expect, it } from 'vitest';
import { formatDateDisplay, parseDateValue } from './dates.js';

describe('dates', () => {
  it('accept real Y-m-d dates from 1900-01 to 2099-12', () => {
    expect(parseDateValue('2026-11-22')).toBe('2026-11-22');
    expect(parseDateValue('1900-01-01')).toBe('1900-01-01');
    expect(parseDateValue('2099-12-31')).toBe('2099-12-31');
    for (const bad of ['1899-12-31', '2100-01-01', '2026-02-30', '22/11/2026', '', null]) {
      expect(parseDateValue(bad)).toBeNull();
    }
  });

  it("show 'F j, Y'", () => {
    expect(formatDateDisplay('2026-11-02')).toBe('November 2, 2026');
    expect(formatDateDisplay('nope')).toBe('');
  });
});
