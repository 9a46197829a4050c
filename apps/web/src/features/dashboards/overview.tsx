/**
 * My Dashboard's overview: who is signed in, their brain (level, Nerve Score, roles) and a card
 * into each role's pages, in the role's accent.
 */
import { Card, type Role, useTranslation } from '@nervus/ui-kit';
import { Link, useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import { titleKey } from '../../lib/route-meta.js';
import { CurrentOlympiadCard } from '../olympiads/dashboard-card-part.js';
import { BrainsPanel } from '../progress/brains-panel.js';
import { useMe } from '../session/queries.js';
import { DashSection } from './dash-parts.js';
import { DashHeader, DashIcon, type DashIconName } from './dash-ui.js';
import '../../i18n/dashboard-home.en.js';

const SECTIONS: readonly {
  path: string;
  name: string;
  role?: Role;
  icon: DashIconName;
  about: string;
}[] = [
  {
    path: 'innovator',
    name: 'dashboard.innovator',
    role: 'innovator',
    icon: 'ideas',
    about: 'dashboardHome.role.innovator',
  },
  {
    path: 'catalyst',
    name: 'dashboard.catalyst',
    role: 'catalyst',
    icon: 'flag',
    about: 'dashboardHome.role.catalyst',
  },
  {
    path: 'rater',
    name: 'dashboard.rater',
    role: 'rater',
    icon: 'star',
    about: 'dashboardHome.role.rater',
  },
  {
    path: 'mentor',
    name: 'dashboard.mentoring',
    role: 'mentor',
    icon: 'mentoring',
    about: 'dashboardHome.role.mentor',
  },
  {
    path: 'scout',
    name: 'dashboard.scouting',
    role: 'scout',
    icon: 'users',
    about: 'dashboardHome.role.scout',
  },
  {
    path: 'my-progress',
    name: 'dashboard.my-progress',
    icon: 'award',
    about: 'dashboardHome.role.progress',
  },
];

export function DashboardOverview() {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  const { data: me } = useMe();
  const own = me?.user.handle === platformSlug.toLowerCase();
  return (
    <section aria-labelledby="page-title" className="dash-page">
      <DashHeader
        kicker={t('dashboardHome.kicker')}
        title={own ? t('breadcrumbs.myDashboard') : `@${platformSlug}`}
        lead={me ? t('user.signedInAs', { handle: me.user.handle, email: me.email }) : undefined}
      />
      {own ? <BrainsPanel /> : null}
      {own ? (
        <Suspense fallback={null}>
          <CurrentOlympiadCard />
        </Suspense>
      ) : null}
      <DashSection id="dash-roles" title={t('dashboardHome.roles')} card={false}>
        <ul className="nv-grid">
          {SECTIONS.map((s) => (
            <Card as="li" key={s.path} className="dash-role-card" data-role={s.role} interactive>
              <span className="dash-role-icon">
                <DashIcon name={s.icon} />
              </span>
              <div className="nv-stack" data-gap="sm">
                <Link
                  to={`/$platformSlug/my-dashboard/${s.path}` as '/$platformSlug/my-dashboard'}
                  params={{ platformSlug }}
                >
                  {t(titleKey(s.name))}
                </Link>
                <p>{t(s.about)}</p>
              </div>
            </Card>
          ))}
        </ul>
      </DashSection>
    </section>
  );
}
