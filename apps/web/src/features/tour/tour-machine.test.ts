import { describe, expect, it } from 'vitest';
import {
  advance,
  INACTIVE,
  nextGuide,
  ONBOARDING_GUIDE_KEY,
  startTour,
  storeOnboardingFlag,
  TOUR_VALUES,
  type TourState,
  type TourValue,
  withoutTour,
} from './tour-machine.js';

/** The guides a tour shows, from its query to its end. */
function chain(value: TourValue, signedIn: boolean): string[] {
  let state: TourState = startTour(value);
  const seen: string[] = [];
  while (state.status === 'active') {
    seen.push(state.guide);
    state = advance(state, signedIn);
    if (seen.length > 10) throw new Error('the tour never ends');
  }
  return seen;
}

describe('startTour', () => {
  it('starts every spec value in start-guide, and nothing else', () => {
    for (const value of TOUR_VALUES)
      expect(startTour(value)).toEqual({ status: 'active', guide: 'start-guide', target: value });
    for (const other of [undefined, '', 'home', 'start-guide', 'leaderboard-tips', 1])
      expect(startTour(other)).toBe(INACTIVE);
  });
});

describe('the chains', () => {
  it('follow the spec', () => {
    expect(chain('leaderboard-1', false)).toEqual([
      'start-guide',
      'leaderboard-1',
      'leaderboard-tips',
    ]);
    expect(chain('leaderboard-2', true)).toEqual(['start-guide', 'leaderboard-2']);
    expect(chain('home-page', true)).toEqual(['start-guide', 'home-page', 'innovator-dashboard']);
    expect(chain('home-page', false)).toEqual(['start-guide', 'home-page', 'nerve-on']);
    expect(chain('innovator-dashboard', true)).toEqual(['start-guide', 'innovator-dashboard']);
    expect(chain('nerve-on', false)).toEqual(['start-guide', 'nerve-on']);
  });

  it('end after the tips, the dashboard and the video', () => {
    for (const guide of [
      'leaderboard-tips',
      'innovator-dashboard',
      'nerve-on',
      'leaderboard-2',
    ] as const)
      expect(nextGuide(guide, { signedIn: true })).toBeNull();
  });
});

describe('finishing', () => {
  it('stores the onboarding-guide flag', () => {
    const stored = new Map<string, string>();
    storeOnboardingFlag({ setItem: (key, value) => stored.set(key, value) });
    expect(stored.get(ONBOARDING_GUIDE_KEY)).toBe('done');
    expect(ONBOARDING_GUIDE_KEY).toBe('onboarding-guide');
  });

  it('ends the tour where storage refuses', () => {
    expect(() =>
      storeOnboardingFlag({
        setItem: () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      }),
    ).not.toThrow();
    expect(() => storeOnboardingFlag(undefined)).not.toThrow();
  });

  it('removes only the tour from the address', () => {
    expect(withoutTour({ tour: 'home-page', tab: 'scout' })).toEqual({ tab: 'scout' });
  });
});
