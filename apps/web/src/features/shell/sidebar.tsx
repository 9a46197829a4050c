import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../../scripts/route-table.js';
import { sidebarFor, titleKey } from '../../lib/route-meta.js';
import { sidebarOpenAtom } from '../session/atoms.js';
import { useMe } from '../session/queries.js';

const DASHBOARD_SECTIONS = [
  ['innovator', 'dashboard.innovator'],
  ['catalyst', 'dashboard.catalyst'],
  ['rater', 'dashboard.rater'],
  ['mentor', 'dashboard.mentoring'],
  ['scout', 'dashboard.scouting'],
  ['director', 'dashboard.director'],
  ['my-progress', 'dashboard.my-progress'],
  ['notifications', 'dashboard.notifications'],
  ['money-prizes', 'dashboard.money-prizes'],
] as const;

const ACCOUNT_SECTIONS = [
  'main',
  'profile',
  'security',
  'email-preferences',
  'platform-preferences',
  'social',
  'payment-wallets',
  'custom-masthead',
  'organization',
];
const ABOUT_SECTIONS = [
  'about-nervus',
  'why-innervation',
  'idea-person',
  'claremont',
  'code-of-conduct',
  'contact-us',
  'send-feedback',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return (
    <aside className="app-sidebar" aria-label={title}>
      <h2 className="app-sidebar-title">{title}</h2>
      <button
        type="button"
        className="app-sidebar-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('sidebar.collapse')}
      </button>
      <ul data-open={open}>{children}</ul>
    </aside>
  );
}

export function Sidebar({ routeName, slug }: { routeName: string; slug: string | undefined }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const kind = sidebarFor(routeName);
  if (kind === 'dashboard') {
    const platformSlug = slug ?? me?.user.handle ?? 'me';
    return (
      <Section title={me ? t('sidebar.dashboard') : t('sidebar.dashboardSignedOut')}>
        <li>
          <Link
            to="/$platformSlug/my-dashboard"
            params={{ platformSlug }}
            activeOptions={{ exact: true }}
          >
            {t(titleKey('dashboard.dashboard'))}
          </Link>
        </li>
        {DASHBOARD_SECTIONS.map(([path, name]) => (
          <li key={path}>
            <Link
              to={`/$platformSlug/my-dashboard/${path}` as '/$platformSlug/my-dashboard'}
              params={{ platformSlug }}
            >
              {t(titleKey(name))}
            </Link>
          </li>
        ))}
      </Section>
    );
  }
  if (kind === 'account') {
    return (
      <Section title={t('sidebar.account')}>
        {ACCOUNT_SECTIONS.map((section) => {
          const entry = ROUTES.find((r) => r.path === `/my-account/${section}`);
          return (
            <li key={section}>
              <Link to={`/my-account/${section}` as '/my-account'}>
                {t(titleKey(entry?.name ?? 'account.my-account'))}
              </Link>
            </li>
          );
        })}
      </Section>
    );
  }
  if (kind === 'faqs') {
    const faqs = ROUTES.filter(
      (r) =>
        r.name.startsWith('faqs.') &&
        r.name !== 'faqs.index' &&
        !['faqs.innovation-graph-demo', 'faqs.trust-score', 'faqs.how-it-works'].includes(r.name),
    );
    return (
      <Section title={t('sidebar.faqs')}>
        <li>
          <Link to="/faqs" activeOptions={{ exact: true }}>
            {t(titleKey('faqs.index'))}
          </Link>
        </li>
        {faqs.map((r) => (
          <li key={r.path}>
            <Link to={r.path as '/faqs'}>{t(titleKey(r.name))}</Link>
          </li>
        ))}
      </Section>
    );
  }
  if (kind === 'admin') {
    return (
      <Section title={t('sidebar.admin')}>
        <li>
          <Link to="/admin/users">{t(titleKey('admin.dashboards.users'))}</Link>
        </li>
        <li>
          <Link to="/admin/feedbacks">{t(titleKey('admin.dashboards.feedbacks'))}</Link>
        </li>
        {(
          [
            'ambassadors',
            'moderation',
            'referrals',
            'challenges',
            'categories',
            'kpis',
            'ledger',
          ] as const
        ).map((key) => (
          <li key={key}>
            <span aria-disabled="true">{t(`sidebar.placeholders.${key}`)}</span>
          </li>
        ))}
      </Section>
    );
  }
  return (
    <Section title={t('sidebar.about')}>
      <li>
        <Link to="/about" activeOptions={{ exact: true }}>
          {t(titleKey('about'))}
        </Link>
      </li>
      {ABOUT_SECTIONS.map((section) => {
        const entry = ROUTES.find((r) => r.path === `/about/${section}`);
        return (
          <li key={section}>
            <Link to={`/about/${section}` as '/about'}>{t(titleKey(entry?.name ?? 'about'))}</Link>
          </li>
        );
      })}
      <li>
        <Link to="/faqs">{t(titleKey('faqs'))}</Link>
      </li>
    </Section>
  );
}
