import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickTop3 } from './top3.js';

function ok(result: ReturnType<typeof pickTop3>) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('pickTop3', () => {
  it('fills free slots in order', () => {
    expect(ok(pickTop3([], { ideaId: 'a' }, [])).picks).toEqual(['a']);
    expect(ok(pickTop3(['a'], { ideaId: 'b' }, [])).picks).toEqual(['a', 'b']);
  });

  it('pushes out the existing third when all three are taken', () => {
    expect(ok(pickTop3(['a', 'b', 'c'], { ideaId: 'd' }, [])).picks).toEqual(['a', 'b', 'd']);
  });

  it('inserts at a position, moving the others down and pushing the third out', () => {
    expect(ok(pickTop3(['a', 'b', 'c'], { ideaId: 'd', position: 1 }, [])).picks).toEqual([
      'd',
      'a',
      'b',
    ]);
    expect(ok(pickTop3(['a'], { ideaId: 'd', position: 3 }, [])).picks).toEqual(['a', 'd']);
  });

  it('moves an idea already picked instead of duplicating it', () => {
    expect(ok(pickTop3(['a', 'b', 'c'], { ideaId: 'c', position: 1 }, [])).picks).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(ok(pickTop3(['a', 'b'], { ideaId: 'a' }, [])).picks).toEqual(['a', 'b']);
  });

  it("fills missing slots with the crowd's choices, skipping picked ideas", () => {
    const result = ok(pickTop3(['b'], null, ['a', 'b', 'c', 'd']));
    expect(result.top3).toEqual([
      { ideaId: 'b', position: 1, source: 'catalyst' },
      { ideaId: 'a', position: 2, source: 'crowd' },
      { ideaId: 'c', position: 3, source: 'crowd' },
    ]);
    expect(ok(pickTop3([], null, ['x'])).top3).toHaveLength(1);
  });

  it("refuses the owner's own test idea", () => {
    const result = pickTop3(['a'], { ideaId: 'mine', isOwnTestIdea: true }, []);
    expect(result).toMatchObject({ ok: false, error: 'own-test-idea' });
  });

  it('refuses positions outside 1–3', () => {
    expect(pickTop3([], { ideaId: 'a', position: 4 }, [])).toMatchObject({
      ok: false,
      error: 'invalid-position',
    });
    expect(pickTop3([], { ideaId: 'a', position: 0 }, [])).toMatchObject({
      ok: false,
      error: 'invalid-position',
    });
  });

  it('always yields at most 3 distinct slots with the new pick among them', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(
        fc.array(id, { maxLength: 4 }),
        id,
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.array(id, { maxLength: 6 }),
        (current, ideaId, position, crowd) => {
          const result = ok(
            pickTop3(current, position === undefined ? { ideaId } : { ideaId, position }, crowd),
          );
          expect(result.picks).toContain(ideaId);
          expect(result.picks.length).toBeLessThanOrEqual(3);
          const ids = result.top3.map((s) => s.ideaId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(3);
          if (position !== undefined)
            expect(result.picks.indexOf(ideaId)).toBeLessThanOrEqual(position - 1);
        },
      ),
    );
  });
});
