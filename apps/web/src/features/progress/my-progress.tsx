/**
 * My Progress: the player's own progress pages as tabs (Score Stats, Awards & Badges, Impact,
 * Leaderboards), each tab a route below `/{platformSlug}/my-dashboard/my-progress`. The tabs are
 * the ui-kit's (arrows, Home and End move and select); selecting one navigates to its page.
 * The pages read the signed-in player's own brains: the dashboard sends another handle's
 * address to the player's own.
 */
import { Tabs, useTranslation } from '@nervus/ui-kit';
import { Outlet, useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { under } from '../../lib/dashboard-path.js';
import { titleKey } from '../../lib/route-meta.js';
import '../dashboards/dashboards.css';

/** The tabs: the path below my-progress and the route name its title comes from. */
export const PROGRESS_TABS = [
  ['score-stats', 'dashboard.my-progress.score-stats'],
  ['awards-badges', 'dashboard.awards'],
  ['impact', 'dashboard.impact'],
  ['leaderboards', 'dashboard.leaderboards'],
] as const;

export type ProgressTab = (typeof PROGRESS_TABS)[number][0];

/** The tab an address shows (Score Stats for the section's own address). */
export function progressTabOf(pathname: string): ProgressTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return PROGRESS_TABS.find(([tab]) => tab === last)?.[0] ?? 'score-stats';
}

export function MyProgressSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const { pathname } = useLocation();
  return (
    <div className="dash-role progress-section">
      <Tabs
        label={t(titleKey('dashboard.my-progress'))}
        selected={progressTabOf(pathname)}
        onSelect={(tab) =>
          void navigate({ to: under(`my-progress/${tab}`), params: { platformSlug } })
        }
        tabs={PROGRESS_TABS.map(([id, name]) => ({
          id,
          label: t(titleKey(name)),
          // The router renders the chosen tab's page; the others are not mounted.
          content: <Outlet />,
        }))}
      />
    </div>
  );
}
