import { describe, expect, it } from 'vitest';
import { breadcrumbs, leaveBreadcrumb } from './breadcrumbs.js';

describe('leaveBreadcrumb', () => {
  it('keeps the last 30, oldest first, each with when and what', () => {
    const before = Date.now();
    for (let i = 0; i < 35; i++) leaveBreadcrumb(`step ${i}`, { i });
    const trail = breadcrumbs();
    expect(trail).toHaveLength(30);
    expect(trail[0]).toMatchObject({ message: 'step 5', data: { i: 5 } });
    expect(trail.at(-1)?.message).toBe('step 34');
    expect(trail.every((b) => b.at >= before)).toBe(true);
  });

  it('answers a copy: the trail changes only through leaveBreadcrumb', () => {
    (breadcrumbs() as unknown[]).length = 0;
    expect(breadcrumbs().length).toBeGreaterThan(0);
  });
});
