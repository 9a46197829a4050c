/**
 * The role dashboards' frames: a role section (its pages as tabs in the role's accent, above the
 * page) and the catalyst's two views of the open challenges (their switch is
 * `catalyst-lists.tsx`'s). Where the parents' own addresses go is in `redirects.ts`, which the
 * route tree loads with the first page. No ui-kit components here: the suggestion boxes, which
 * are not this feature's pages, load this frame too.
 */

import { useTranslation } from '@nervus/ui-kit';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type CatalystMode, writeCatalystMode } from './catalyst-mode.js';
import { type Section, under } from './redirects.js';
import '../../i18n/dashboard-nav.en.js';
import './dashboards.css';

type SectionLink = { readonly path: string; readonly label: string };

const SECTION_LINKS = {
  catalyst: [
    { path: 'catalyst/open', label: 'dashboardNav.open' },
    { path: 'catalyst/closing', label: 'dashboardNav.closing' },
    { path: 'catalyst/drafts', label: 'dashboardNav.drafts' },
    { path: 'catalyst/suggestion-box', label: 'dashboardNav.suggestionBox' },
    { path: 'catalyst/closed', label: 'dashboardNav.closed' },
  ],
  innovator: [
    { path: 'innovator/challenges/open', label: 'dashboardNav.open' },
    { path: 'innovator/challenges/closed', label: 'dashboardNav.closed' },
    { path: 'innovator/suggestion-box', label: 'dashboardNav.suggestionBox' },
  ],
  rater: [
    { path: 'rater/open-challenges', label: 'dashboardNav.toRate' },
    { path: 'rater/my-challenges', label: 'dashboardNav.myChallenges' },
    { path: 'rater/closed-challenges', label: 'dashboardNav.closed' },
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
    <div className="dash-role" data-role={section}>
      <nav aria-label={t(`dashboardNav.${section}`)} className="dash-tabs">
        <ul>
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
    </div>
  );
}

/** Catalyst › Open › a mode: remembers it for the next visit to Open. */
export function CatalystModeLayout({ mode }: { mode: CatalystMode }) {
  useEffect(() => writeCatalystMode(mode), [mode]);
  return <Outlet />;
}
