/**
 * The role dashboards' frames: a role section (its sub-navigation above the page) and the
 * catalyst's two views of the open challenges. Where the parents' own addresses go is in
 * `redirects.ts`, which the route tree loads with the first page.
 */

import { useTranslation } from '@nervus/ui-kit';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type CatalystMode, writeCatalystMode } from './catalyst-mode.js';
import { type Section, under } from './redirects.js';
import '../../i18n/dashboards.en.js';

type SectionLink = { readonly path: string; readonly label: string };

const SECTION_LINKS = {
  catalyst: [
    { path: 'catalyst/open', label: 'dashboards.nav.open' },
    { path: 'catalyst/closing', label: 'dashboards.nav.closing' },
    { path: 'catalyst/drafts', label: 'dashboards.nav.drafts' },
    { path: 'catalyst/suggestion-box', label: 'dashboards.nav.suggestionBox' },
    { path: 'catalyst/closed', label: 'dashboards.nav.closed' },
  ],
  innovator: [
    { path: 'innovator/challenges/open', label: 'dashboards.nav.open' },
    { path: 'innovator/challenges/closed', label: 'dashboards.nav.closed' },
    { path: 'innovator/suggestion-box', label: 'dashboards.nav.suggestionBox' },
  ],
  rater: [
    { path: 'rater/open-challenges', label: 'dashboards.nav.toRate' },
    { path: 'rater/my-challenges', label: 'dashboards.nav.myChallenges' },
    { path: 'rater/closed-challenges', label: 'dashboards.nav.closed' },
  ],
} as const satisfies Record<Section, readonly SectionLink[]>;

function usePlatformSlug(): string {
  return (useParams({ strict: false }) as { platformSlug: string }).platformSlug;
}

/** A role's section: its sub-navigation, then the chosen page. */
export function RoleSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const links = SECTION_LINKS[section];
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
}

/** Catalyst › Open › a mode: remembers it for the next visit to Open. */
export function CatalystModeLayout({ mode }: { mode: CatalystMode }) {
  useEffect(() => writeCatalystMode(mode), [mode]);
  return <Outlet />;
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
