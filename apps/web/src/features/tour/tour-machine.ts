/**
 * The guided tours, as the spec chains them. A tour starts from the address's `tour` query
 * (one of `TOUR_VALUES`), waits in `start-guide` for the page to settle (`TOUR_DELAY_MS`), then
 * shows guides one after another:
 *
 * - leaderboard-1, then the leaderboard onboarding tips;
 * - leaderboard-2;
 * - home-page, then innovator-dashboard when signed in, otherwise the nerve-on video;
 * - innovator-dashboard;
 * - nerve-on.
 *
 * Finishing (or skipping) stores the local `onboarding-guide` flag and removes the query. Pure:
 * storage comes in as an argument.
 */

/** The values the `tour` query may take. */
export const TOUR_VALUES = [
  'leaderboard-1',
  'leaderboard-2',
  'home-page',
  'innovator-dashboard',
  'nerve-on',
] as const;
export type TourValue = (typeof TOUR_VALUES)[number];

/** Every guide, in the spec's order; `leaderboard-tips` follows leaderboard-1 only. */
export const TOUR_GUIDES = [
  'start-guide',
  'leaderboard-1',
  'leaderboard-tips',
  'leaderboard-2',
  'home-page',
  'innovator-dashboard',
  'nerve-on',
] as const;
export type TourGuide = (typeof TOUR_GUIDES)[number];

/** How long the page settles before the first guide shows (the spec's tour query delay). */
export const TOUR_DELAY_MS = 1000;

/** The stored flag that says this device has finished a tour. */
export const ONBOARDING_GUIDE_KEY = 'onboarding-guide';

export type TourState =
  | { readonly status: 'inactive' }
  | { readonly status: 'active'; readonly guide: TourGuide; readonly target: TourValue };

export const INACTIVE: TourState = { status: 'inactive' };

export function isTourValue(value: unknown): value is TourValue {
  return typeof value === 'string' && (TOUR_VALUES as readonly string[]).includes(value);
}

/** The tour an address asks for: `start-guide` on the way to its guide, or inactive. */
export function startTour(query: unknown): TourState {
  return isTourValue(query) ? { status: 'active', guide: 'start-guide', target: query } : INACTIVE;
}

/**
 * The guide that follows `guide`, or null when the tour ends there.
 *
 * @example nextGuide('home-page', { signedIn: true }) // 'innovator-dashboard'
 * @example nextGuide('home-page', { signedIn: false }) // 'nerve-on'
 */
export function nextGuide(
  guide: TourGuide,
  { signedIn, target }: { signedIn: boolean; target?: TourValue },
): TourGuide | null {
  switch (guide) {
    case 'start-guide':
      return target ?? null;
    case 'leaderboard-1':
      return 'leaderboard-tips';
    case 'home-page':
      return signedIn ? 'innovator-dashboard' : 'nerve-on';
    default:
      return null;
  }
}

/** The state after the current guide is done: the next guide, or inactive. */
export function advance(state: TourState, signedIn: boolean): TourState {
  if (state.status === 'inactive') return state;
  const next = nextGuide(state.guide, { signedIn, target: state.target });
  return next ? { ...state, guide: next } : INACTIVE;
}

/**
 * Remembers that this device finished a tour. Storage may refuse (a blocked or full local
 * storage): the tour still ends.
 */
export function storeOnboardingFlag(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(ONBOARDING_GUIDE_KEY, 'done');
  } catch {
    // Nothing to remember it in; the tour ends all the same.
  }
}

/** The address's search without the tour: what finishing leaves. */
export function withoutTour<T extends Record<string, unknown>>(search: T): Omit<T, 'tour'> {
  const { tour: _tour, ...rest } = search;
  return rest;
}
