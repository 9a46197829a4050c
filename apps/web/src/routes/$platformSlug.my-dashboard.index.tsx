import { useTranslation } from '@nervus/ui-kit';
import { createFileRoute, Link } from '@tanstack/react-router';
import { BrainsPanel } from '../features/game/brains-panel.js';
import { useMe } from '../features/session/queries.js';
import { titleKey } from '../lib/route-meta.js';

const SECTIONS = [
  ['innovator', 'dashboard.innovator'],
  ['catalyst', 'dashboard.catalyst'],
  ['rater', 'dashboard.rater'],
  ['mentor', 'dashboard.mentoring'],
  ['scout', 'dashboard.scouting'],
  ['my-progress', 'dashboard.my-progress'],
] as const;

function Dashboard() {
  const { t } = useTranslation();
  const { platformSlug } = Route.useParams();
  const { data: me } = useMe();
  const own = me?.user.handle === platformSlug.toLowerCase();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{own ? t('breadcrumbs.myDashboard') : `@${platformSlug}`}</h1>
      {me ? <p>{t('user.signedInAs', { handle: me.user.handle, email: me.email })}</p> : null}
      {own ? <BrainsPanel /> : null}
      <ul className="app-grid">
        {SECTIONS.map(([path, name]) => (
          <li key={path} className="app-card">
            <Link
              to={`/$platformSlug/my-dashboard/${path}` as '/$platformSlug/my-dashboard'}
              params={{ platformSlug }}
            >
              {t(titleKey(name))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const Route = createFileRoute('/$platformSlug/my-dashboard/')({
  component: Dashboard,
});
