import { describe, expect, it } from 'vitest';
import { addTag, normalizeTag } from './tags-logic.js';

describe('tags', () => {
  it('trim and strip commas and semicolons', () => {
    expect(normalizeTag('  food, waste; ')).toBe('food waste');
  });

  it('ignore empties and duplicates (any case), and respect a max', () => {
    expect(addTag(['a'], ' , ')).toEqual(['a']);
    expect(addTag(['Food'], 'food')).toEqual(['Food']);
    expect(addTag(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(addTag(['a'], 'b;')).toEqual(['a', 'b']);
  });
});
