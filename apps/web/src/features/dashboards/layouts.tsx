/**
 * The role dashboards' frames: a role section (its sub-navigation above the page) and the
 * parents in between. A parent's own address redirects to its first list in `beforeLoad`: a
 * <Navigate> in a layout that stays mounted while the router matches the child would ask for
 * the same navigation again on every render.
 */
import { Link, Outlet, redirect, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalystMode, readCatalystMode, writeCatalystMode } from './catalyst-mode.js';

type SectionLink = { readonly path: string; readonly label: string };

const SECTIONS = {
  catalyst: {
    start: 'catalyst/open',
    links: [
      { path: 'catalyst/open', label: 'dashboards.nav.open' },
      { path: 'catalyst/closing', label: 'dashboards.nav.closing' },
      { path: 'catalyst/drafts', label: 'dashboards.nav.drafts' },
      { path: 'catalyst/suggestion-box', label: 'dashboards.nav.suggestionBox' },
      { path: 'catalyst/closed', label: 'dashboards.nav.closed' },
    ],
  },
  innovator: {
    start: 'innovator/challenges/open',
    links: [
      { path: 'innovator/challenges/open', label: 'dashboards.nav.open' },
      { path: 'innovator/challenges/closed', label: 'dashboards.nav.closed' },
      { path: 'innovator/suggestion-box', label: 'dashboards.nav.suggestionBox' },
    ],
  },
  rater: {
    start: 'rater/open-challenges',
    links: [
      { path: 'rater/open-challenges', label: 'dashboards.nav.toRate' },
      { path: 'rater/my-challenges', label: 'dashboards.nav.myChallenges' },
      { path: 'rater/closed-challenges', label: 'dashboards.nav.closed' },
    ],
  },
} as const satisfies Record<string, { start: string; links: readonly SectionLink[] }>;

type Section = keyof typeof SECTIONS;

/** A path under the dashboard, typed loosely: the sections list them as data. */
const under = (path: string) =>
  `/$platformSlug/my-dashboard/${path}` as '/$platformSlug/my-dashboard';

function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/**
 * A `beforeLoad` that sends the parent's own address (`…/my-dashboard/{suffix}`) on to a child,
 * and lets every deeper address through.
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
  redirectFromParent(section, () => SECTIONS[section].start);

/** Catalyst › Open goes to the mode chosen last (easy by default). */
export const catalystOpenRedirect = redirectFromParent(
  'catalyst/open',
  () => `catalyst/open/${readCatalystMode()}/list`,
);

/** Catalyst › Open › a mode goes to its list. */
export const catalystModeRedirect = (mode: CatalystMode) =>
  redirectFromParent(`catalyst/open/${mode}`, () => `catalyst/open/${mode}/list`);

/** A role's section: its sub-navigation, then the chosen page. */
export function roleSection(section: Section) {
  return function RoleSection() {
    const { t } = useTranslation();
    const platformSlug = usePlatformSlug();
    const { links } = SECTIONS[section];
    return (
      <>
        <nav aria-label={t(`dashboards.nav.${section}`)}>
          <ul className="app-actions" style={{ listStyle: 'none', padding: 0 }}>
            {links.map((link) => (
              <li key={link.path}>
                <Link
                  to={under(link.path)}
                  params={{ platformSlug }}
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </>
    );
  };
}

/** Catalyst › Open › a mode: remembers it for the next visit to Open. */
export function catalystModeLayout(mode: CatalystMode) {
  return function CatalystModeLayout() {
    useEffect(() => writeCatalystMode(mode), []);
    return <Outlet />;
  };
}

/** The switch between the two views of the open challenges. */
export function ModeSwitch({ current }: { current: CatalystMode }) {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  return (
    <p className="nv-hint">
      {current === 'easy-mode' ? (
        <Link to={under('catalyst/open/advanced-mode/list')} params={{ platformSlug }}>
          {t('dashboards.mode.toAdvanced')}
        </Link>
      ) : (
        <Link to={under('catalyst/open/easy-mode/list')} params={{ platformSlug }}>
          {t('dashboards.mode.toEasy')}
        </Link>
      )}
    </p>
  );
}
