/**
 * The catalyst's Top 3.
 *
 * A catalyst picks up to three ideas. A pick without a position takes the first free slot; when
 * all three are taken it pushes out the existing third. A pick with a position (1–3) goes there
 * and moves the picks below it down, so the old third is pushed out. Picking an idea that is
 * already picked moves it. Slots the catalyst has not filled are filled by the crowd's choices
 * (the community ranking), skipping ideas already picked. An owner cannot pick their own
 * test idea (test-an-idea challenges hide the author's idea among the crowd's ideas).
 */

/** Slots in a Top 3. */
export const TOP3_SIZE = 3;

/** A pick the catalyst makes. */
export interface Top3Pick {
  readonly ideaId: string;
  /** 1, 2 or 3; without it the pick takes the first free slot or replaces the third. */
  readonly position?: number;
  /** True when the idea is the challenge owner's own test idea: never pickable. */
  readonly isOwnTestIdea?: boolean;
}

/** One filled slot of the Top 3. */
export interface Top3Slot {
  readonly ideaId: string;
  readonly position: number;
  readonly source: 'catalyst' | 'crowd';
}

export type Top3Result =
  | {
      readonly ok: true;
      /** The catalyst's own picks, in order (what to store). */
      readonly picks: readonly string[];
      /** The Top 3 as shown: picks first, then the crowd's choices. */
      readonly top3: readonly Top3Slot[];
    }
  | {
      readonly ok: false;
      readonly error: 'own-test-idea' | 'invalid-position';
      readonly message: string;
    };

/**
 * Applies a pick to the current picks and fills the free slots from the crowd's order.
 * Pass `pick = null` to only compute the Top 3 of the current picks.
 *
 * @example
 * pickTop3(['a', 'b', 'c'], { ideaId: 'd' }, ['x', 'y']).picks // ['a', 'b', 'd']
 * pickTop3(['a'], null, ['a', 'x', 'y']).top3.map((s) => s.ideaId) // ['a', 'x', 'y']
 */
export function pickTop3(
  current: readonly string[],
  pick: Top3Pick | null,
  crowdOrder: readonly string[],
): Top3Result {
  let picks = [...new Set(current)].slice(0, TOP3_SIZE);
  if (pick) {
    if (pick.isOwnTestIdea) {
      return {
        ok: false,
        error: 'own-test-idea',
        message: 'You cannot pick your own test idea for the Top 3.',
      };
    }
    const { position } = pick;
    if (
      position !== undefined &&
      (!Number.isInteger(position) || position < 1 || position > TOP3_SIZE)
    ) {
      return { ok: false, error: 'invalid-position', message: 'Pick a position from 1 to 3.' };
    }
    const alreadyAt = picks.indexOf(pick.ideaId);
    if (position === undefined) {
      if (alreadyAt === -1) {
        picks =
          picks.length < TOP3_SIZE ? [...picks, pick.ideaId] : [...picks.slice(0, -1), pick.ideaId];
      }
    } else {
      const rest = picks.filter((id) => id !== pick.ideaId);
      const at = Math.min(position - 1, rest.length);
      picks = [...rest.slice(0, at), pick.ideaId, ...rest.slice(at)].slice(0, TOP3_SIZE);
    }
  }
  const top3: Top3Slot[] = picks.map((ideaId, index) => ({
    ideaId,
    position: index + 1,
    source: 'catalyst',
  }));
  for (const ideaId of crowdOrder) {
    if (top3.length >= TOP3_SIZE) break;
    if (picks.includes(ideaId) || top3.some((slot) => slot.ideaId === ideaId)) continue;
    top3.push({ ideaId, position: top3.length + 1, source: 'crowd' });
  }
  return { ok: true, picks, top3 };
}
