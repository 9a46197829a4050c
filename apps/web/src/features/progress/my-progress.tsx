/**
 * My Progress: the player's own progress pages as tabs (Score Stats, Awards & Badges, Impact,
 * Leaderboards), each tab a route below `/{platformSlug}/my-dashboard/my-progress`. The tabs are
 * the ui-kit's (arrows, Home and End move and select); selecting one navigates to its page.
 * Someone else's dashboard address shows no progress: the pages read the signed-in player's
 * own brains, so another handle gets a way to their own instead of a page that looks like
 * someone else's.
 */
import { Card, EmptyState, Tabs, useTranslation } from '@nervus/ui-kit';
import { Link, Outlet, useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { titleKey } from '../../lib/route-meta.js';
import { under } from '../dashboards/redirects.js';
import { useMe } from '../session/queries.js';
import '../../i18n/brain-board.en.js';
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
  const { data: me } = useMe();
  if (me && me.user.handle !== platformSlug.toLowerCase()) {
    return (
      <Card>
        <EmptyState title={t('myProgress.notYours')}>
          <Link to={under('my-progress/score-stats')} params={{ platformSlug: me.user.handle }}>
            {t('myProgress.yours')}
          </Link>
        </EmptyState>
      </Card>
    );
  }
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
