import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAtom } from '../../lib/atoms.js';
import { type SidebarKind, titleKey } from '../../lib/route-meta.js';
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
  ['main', 'account.my-account.main'],
  ['profile', 'account.my-account.profile'],
  ['security', 'account.my-account.security'],
  ['email-preferences', 'account.my-account.email-preferences'],
  ['platform-preferences', 'account.my-account.platform-preferences'],
  ['social', 'account.my-account.social'],
  ['payment-wallets', 'account.my-account.payment-wallets'],
  ['custom-masthead', 'account.my-account.masthead'],
  ['organization', 'account.my-account.organization'],
] as const;
const ABOUT_SECTIONS = [
  ['about-nervus', 'about.about-nervus'],
  ['why-innervation', 'about.why-innervation'],
  ['idea-person', 'about.idea-person'],
  ['claremont', 'about.claremont'],
  ['code-of-conduct', 'about.code-of-conduct'],
  ['contact-us', 'contact'],
  ['send-feedback', 'about.send-feedback'],
] as const;
/** The help pages the FAQ menu and the FAQ index list (the hidden ones are left out). */
export const FAQS = [
  'brain-level-demo',
  'the-director-role',
  'follow-user',
  'sending-friend-request',
  'funding-users',
  'idea-ownership',
  'the-mentor-role',
  'olympiads',
  'patrons',
  'scoring-points',
] as const;

/**
 * A section's menu: a panel beside the page from 768 px, and above it on a phone, where the list
 * folds behind a button so the page itself comes first.
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return (
    <aside className="app-sidebar" aria-label={title}>
      <div className="app-sidebar-head">
        <h2 className="app-sidebar-title">{title}</h2>
        <button
          type="button"
          className="app-sidebar-toggle"
          aria-expanded={open}
          aria-controls="app-sidebar-list"
          onClick={() => setOpen(!open)}
        >
          <span className="app-icon" data-icon="chevron-down" aria-hidden="true" />
          <span className="nv-visually-hidden">{t('sidebar.collapse')}</span>
        </button>
      </div>
      <ul id="app-sidebar-list" className="app-sidebar-list" data-open={open}>
        {children}
      </ul>
    </aside>
  );
}

/** The sidebar of one of the spec's sections (route-meta.ts `sidebarFor` says which). */
export function Sidebar({ kind, slug }: { kind: SidebarKind; slug: string | undefined }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
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
        {ACCOUNT_SECTIONS.map(([section, name]) => (
          <li key={section}>
            <Link to={`/my-account/${section}` as '/my-account'}>{t(titleKey(name))}</Link>
          </li>
        ))}
      </Section>
    );
  }
  if (kind === 'faqs') {
    return (
      <Section title={t('sidebar.faqs')}>
        <li>
          <Link to="/faqs" activeOptions={{ exact: true }}>
            {t(titleKey('faqs.index'))}
          </Link>
        </li>
        {FAQS.map((slug) => (
          <li key={slug}>
            <Link to={`/faqs/${slug}` as '/faqs'}>{t(titleKey(`faqs.${slug}`))}</Link>
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
        <li>
          <Link to="/outbox">{t(titleKey('admin.outbox'))}</Link>
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
      {ABOUT_SECTIONS.map(([section, name]) => (
        <li key={section}>
          <Link to={`/about/${section}` as '/about'}>{t(titleKey(name))}</Link>
        </li>
      ))}
      <li>
        <Link to="/faqs">{t(titleKey('faqs'))}</Link>
      </li>
    </Section>
  );
}
