import { describe, expect, it } from 'vitest';
import { jsonOf } from './json.js';

describe('jsonOf', () => {
  it('parses a text answer and passes a parsed one through', () => {
    expect(jsonOf<{ a: number[] }>('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    const parsed = { a: [1, 2] };
    expect(jsonOf(parsed)).toBe(parsed);
    expect(jsonOf(null)).toBeNull();
  });
});
