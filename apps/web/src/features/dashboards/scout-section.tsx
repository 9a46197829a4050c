/**
 * The scout's dashboard section: its pages as tabs in the scout's accent (the frame of the role
 * dashboards, `dashboards.css`), then the chosen page.
 */
import { useTranslation } from '@nervus/ui-kit';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { under } from './redirects.js';
import '../../i18n/dashboard-nav.en.js';
import './dashboards.css';

const LINKS = [
  { path: 'scout/challenges', label: 'dashboardNav.challenges' },
  { path: 'scout/olympiad', label: 'dashboardNav.olympiad' },
  { path: 'scout/recruits', label: 'dashboardNav.recruits' },
] as const;

export function ScoutSection() {
  const { t } = useTranslation();
  const { platformSlug } = useParams({ strict: false }) as { platformSlug: string };
  return (
    <div className="dash-role" data-role="scout">
      <nav aria-label={t('dashboardNav.scout')} className="dash-tabs">
        <ul>
          {LINKS.map((link) => (
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
