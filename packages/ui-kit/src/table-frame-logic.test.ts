import { describe, expect, it } from 'vitest';
import { NO_OVERFLOW, sameEdges, scrollEdges } from './table-frame-logic.js';

describe('scrollEdges', () => {
  it('finds no overflow when the content fits, or is wider by the rounding pixel only', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 390, clientWidth: 390 })).toEqual(NO_OVERFLOW);
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 391, clientWidth: 390 })).toEqual(NO_OVERFLOW);
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 0, clientWidth: 0 })).toEqual(NO_OVERFLOW);
  });

  it('marks the end at the start, both in the middle and the start at the end', () => {
    const box = { scrollWidth: 800, clientWidth: 390 };
    expect(scrollEdges({ ...box, scrollLeft: 0 })).toEqual({
      overflows: true,
      start: false,
      end: true,
    });
    expect(scrollEdges({ ...box, scrollLeft: 200 })).toEqual({
      overflows: true,
      start: true,
      end: true,
    });
    expect(scrollEdges({ ...box, scrollLeft: 410 })).toEqual({
      overflows: true,
      start: true,
      end: false,
    });
  });

  it('takes a fractional scroll within a pixel of an edge as that edge', () => {
    const box = { scrollWidth: 800, clientWidth: 390 };
    expect(scrollEdges({ ...box, scrollLeft: 0.6 }).start).toBe(false);
    expect(scrollEdges({ ...box, scrollLeft: 409.4 }).end).toBe(false);
    expect(scrollEdges({ ...box, scrollLeft: 2 }).start).toBe(true);
  });

  it('reads right to left, where scrollLeft goes negative toward the end', () => {
    const box = { scrollWidth: 800, clientWidth: 390 };
    expect(scrollEdges({ ...box, scrollLeft: 0 })).toMatchObject({ start: false, end: true });
    expect(scrollEdges({ ...box, scrollLeft: -200 })).toMatchObject({ start: true, end: true });
    expect(scrollEdges({ ...box, scrollLeft: -410 })).toMatchObject({ start: true, end: false });
  });
});

describe('sameEdges', () => {
  it('compares every field', () => {
    const a = { overflows: true, start: false, end: true };
    expect(sameEdges(a, { ...a })).toBe(true);
    expect(sameEdges(a, { ...a, start: true })).toBe(false);
    expect(sameEdges(a, { ...a, end: false })).toBe(false);
    expect(sameEdges(a, NO_OVERFLOW)).toBe(false);
  });
});
