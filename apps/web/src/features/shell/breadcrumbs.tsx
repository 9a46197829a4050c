import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { titleKey } from '../../lib/route-meta.js';
import { useMe } from '../session/queries.js';

/** Profile pages (dashboard, account): My Home / My Dashboard for one's own, Home / @slug else. */
export function Breadcrumbs({ routeName, slug }: { routeName: string; slug: string | undefined }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const profile = routeName.startsWith('dashboard.') || routeName.startsWith('account.');
  if (!profile) return null;
  const own = !slug || slug.toLowerCase() === me?.user.handle;
  const home =
    own && me
      ? {
          to: '/$platformSlug',
          params: { platformSlug: me.user.handle },
          label: t('breadcrumbs.myHome'),
        }
      : { to: '/', params: {}, label: t('breadcrumbs.home') };
  const middle = routeName.startsWith('account.')
    ? t('nav.myAccount')
    : own
      ? t('breadcrumbs.myDashboard')
      : `@${slug}`;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="app-breadcrumbs">
      <ol>
        <li>
          <Link to={home.to as '/'} params={home.params as never}>
            {home.label}
          </Link>
        </li>
        <li>{middle}</li>
        {routeName !== 'dashboard.dashboard' && routeName !== 'account.my-account' ? (
          <li aria-current="page">{t(titleKey(routeName))}</li>
        ) : null}
      </ol>
    </nav>
  );
}
