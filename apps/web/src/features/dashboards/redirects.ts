/**
 * Where the role dashboards' parent addresses go. These run in `beforeLoad`, which the router
 * does not split from the route tree, so they live apart from the sections' components: the
 * first page of the app carries these few lines, not the dashboards.
 */
import { redirect } from '@tanstack/react-router';
import { under } from '../../lib/dashboard-path.js';
import { readCatalystMode } from './catalyst-mode.js';

/** The first list of each role's section, where the section's own address goes. */
export const SECTION_STARTS = {
  catalyst: 'catalyst/open',
  innovator: 'innovator/challenges/open',
  rater: 'rater/open-challenges',
} as const;

export type Section = keyof typeof SECTION_STARTS;

export { under };

/**
 * A `beforeLoad` that sends the parent's own address (`…/my-dashboard/{suffix}`) on to a child,
 * and lets every deeper address through. A <Navigate> in a layout that stays mounted while the
 * router matches the child would ask for the same navigation again on every render.
 */
export function redirectFromParent(suffix: string, target: () => string) {
  return ({
    location,
    params,
  }: {
    location: { pathname: string };
    params: { platformSlug: string };
  }) => {
    if (location.pathname.replace(/\/+$/, '').endsWith(`/my-dashboard/${suffix}`))
      throw redirect({
        to: under(target()),
        params: { platformSlug: params.platformSlug },
        replace: true,
      });
  };
}

/** Where a role section's own address goes. */
export const sectionRedirect = (section: Section) =>
  redirectFromParent(section, () => SECTION_STARTS[section]);

/** Catalyst › Open goes to the mode chosen last (easy by default). */
export const catalystOpenRedirect = redirectFromParent(
  'catalyst/open',
  () => `catalyst/open/${readCatalystMode()}/list`,
);

/** Catalyst › Open › a mode goes to its list. */
export const catalystModeRedirect = (mode: 'easy-mode' | 'advanced-mode') =>
  redirectFromParent(`catalyst/open/${mode}`, () => `catalyst/open/${mode}/list`);
