import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify('How could we cut food waste in school canteens?')).toBe(
      'how-could-we-cut-food-waste-in-school-canteens',
    );
    expect(slugify('Qué podría hacer Zürich?')).toBe('que-podria-hacer-zurich');
    expect(slugify('???')).toBe('challenge');
    expect(slugify('x'.repeat(100)).length).toBe(80);
  });
});
