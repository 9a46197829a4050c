import { describe, expect, it } from 'vitest';
import { initials, personDisplay } from './person.js';

describe('personDisplay', () => {
  it('follows the spec rules', () => {
    expect(personDisplay(null)).toEqual({ kind: 'removed' });
    expect(personDisplay({ handle: 'ada' })).toEqual({ kind: 'removed' });
    expect(personDisplay({ id: '1' })).toEqual({ kind: 'hidden' });
    expect(personDisplay({ id: '1', handle: 'ada', anonymous: true })).toEqual({
      kind: 'anonymous',
    });
    expect(personDisplay({ id: '1', handle: 'ada', first_name: 'Ada', last_name: 'L' })).toEqual({
      kind: 'person',
      name: 'Ada L',
      handle: 'ada',
      path: '/ada',
    });
    expect(personDisplay({ id: '1', handle: 'ada' })).toMatchObject({ name: '@ada' });
  });

  it('makes initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('@grace.hopper')).toBe('GH');
    expect(initials('')).toBe('?');
  });
});
