import type { TourGuide } from './tour-machine.js';

/** One step of a guide: its words (`tour.guides.<guide>.<key>`) and what it points at. */
export interface TourStep {
  readonly key: string;
  /**
   * The element the step points at, when the page has it: scrolled into view and outlined
   * while the step shows. Steps without one (or whose element is hidden) just explain.
   */
  readonly anchor?: string;
}

/** The steps of every guide but start-guide (the pause before the first). */
export const TOUR_STEPS: Readonly<Record<Exclude<TourGuide, 'start-guide'>, readonly TourStep[]>> =
  {
    'home-page': [
      { key: 'welcome' },
      { key: 'challenges', anchor: '#main' },
      { key: 'tournaments', anchor: 'a[href="/olympiad/leaderboard"]' },
      { key: 'brain' },
    ],
    'leaderboard-1': [
      { key: 'board', anchor: '#main h1' },
      { key: 'races', anchor: '#main [role="tablist"]' },
    ],
    'leaderboard-tips': [{ key: 'early' }, { key: 'judged' }],
    'leaderboard-2': [{ key: 'prizes', anchor: '#main h1' }, { key: 'race' }],
    'innovator-dashboard': [{ key: 'dashboard', anchor: '#main h1' }, { key: 'mentoring' }],
    'nerve-on': [{ key: 'boards' }],
  };
