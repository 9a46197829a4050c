/**
 * The Game Dash's helpful tips: tasks, each for some roles (the spec's targetGameDash), with the
 * page that does it. A dismissed tip stays dismissed on this browser: its id is kept in a cookie
 * with the product's prefix.
 */
import { readCookie, writeCookie } from '@nervus/api-client';

export interface Tip {
  readonly id: string;
  /** The roles it is for (the brains' role names). */
  readonly roles: readonly string[];
  readonly to:
    | '/'
    | '/challenges/create'
    | '/challenges/test-idea'
    | '/mentor'
    | '/faqs/scoring-points'
    | '/olympiad/leaderboard';
}

export const TIPS: readonly Tip[] = [
  { id: 'enter-idea', roles: ['innovator'], to: '/' },
  { id: 'rate-ideas', roles: ['analyst'], to: '/' },
  { id: 'post-challenge', roles: ['catalyst'], to: '/challenges/create' },
  { id: 'test-idea', roles: ['innovator', 'catalyst'], to: '/challenges/test-idea' },
  { id: 'mentor', roles: ['mentor'], to: '/mentor' },
  {
    id: 'how-points',
    roles: ['innovator', 'analyst', 'catalyst', 'mentor', 'scout', 'patron'],
    to: '/faqs/scoring-points',
  },
  { id: 'leaderboard', roles: ['innovator', 'analyst', 'catalyst'], to: '/olympiad/leaderboard' },
];

export const TIPS_COOKIE = 'nv_gamedash_tips_dismissed';

/** The ids of the tips dismissed on this browser. */
export function dismissedTips(): string[] {
  const text = readCookie(TIPS_COOKIE);
  return text ? text.split(',').filter((id) => TIPS.some((tip) => tip.id === id)) : [];
}

/** Remembers the dismissed tips for a year; none forgets the cookie. */
export function rememberDismissed(ids: readonly string[]): void {
  writeCookie(TIPS_COOKIE, ids.length > 0 ? ids.join(',') : null, 365);
}
