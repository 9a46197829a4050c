import { ToastProvider, useTranslation } from '@nervus/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAtomValue } from '../../lib/atoms.js';
import { sidebarFor, titleKey } from '../../lib/route-meta.js';
import { UpdateGate } from '../app-update/update-gate.js';
import { readerModeAtom } from '../session/atoms.js';
import { currentPlatformQueryOptions, useMe } from '../session/queries.js';
import { TourGate } from '../tour/tour-gate.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { Footer } from './footer.js';
import { loadPlayerShell } from './load-player-shell.js';
import { Navbar } from './navbar.js';
import { PageHeader } from './page-header.js';
import { usePlatformSlugParam, useRouteMeta } from './route-meta-hooks.js';
import { Sidebar } from './sidebar.js';

/** Sends visitors of protected routes to the sign-in gateway, and others away from admin pages. */
function useGuard(auth: boolean, admin: boolean) {
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  // The location the rendered route belongs to: during a navigation the new location is
  // known before its route is, and guarding the old route with the new address would loop.
  const href = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).href });
  useEffect(() => {
    if (isPending) return;
    if (auth && !me && !href.startsWith('/accounts/')) {
      void navigate({ to: '/accounts/gateway', search: { continue: href }, replace: true });
    } else if (admin && me && !me.admin_roles.global_admin)
      void navigate({ to: '/', replace: true });
  }, [auth, admin, me, isPending, navigate, href]);
  return !isPending && (!auth || Boolean(me)) && (!admin || Boolean(me?.admin_roles.global_admin));
}

/**
 * The platform of this host themes every page with its colour (its data: `accent_color`). The
 * first paint already has the colour this host showed last (THEME_SCRIPT); the code that works
 * a colour out loads with the shell's later part (which every page loads for the theme's
 * choice), only when there is a colour to show or one to take away.
 */
function usePlatformAccent() {
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const accent = platform ? platform.accent_color : undefined;
  useEffect(() => {
    if (accent === undefined) return;
    if (accent || document.documentElement.hasAttribute('data-nv-platform')) {
      void loadPlayerShell().then((m) => m.showPlatformAccent(accent));
    }
  }, [accent]);
}

export function Shell() {
  const meta = useRouteMeta();
  const slug = usePlatformSlugParam();
  const { t } = useTranslation();
  const reader = useAtomValue(readerModeAtom);
  const allowed = useGuard(meta.auth ?? false, meta.admin ?? false);
  usePlatformAccent();
  const title = t(titleKey(meta.name));
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);

  const content =
    allowed || (!meta.auth && !meta.admin) ? (
      <Outlet />
    ) : (
      <p role="status">{t('notices.loading')}</p>
    );
  const boxed = meta.layout === 'boxed' || meta.layout === 'boxed-plain';
  // Only the spec's sections have a sidebar; other boxed pages take the whole width.
  const sidebar = sidebarFor(meta.name);
  const showHeader = !meta.hideHeader && meta.layout !== 'raw';
  const showFooter = !meta.hideFooter && !meta.splash && meta.layout !== 'raw';

  return (
    <ToastProvider>
      <div className="app" data-layout={meta.layout} data-reader={reader}>
        <a className="app-skip" href="#main">
          {t('skip')}
        </a>
        {showHeader ? (
          <>
            <Navbar />
            {meta.layout === 'wide' ? <PageHeader /> : null}
          </>
        ) : null}
        {boxed ? (
          <div className="app-boxed">
            {meta.layout === 'boxed' ? <Breadcrumbs routeName={meta.name} slug={slug} /> : null}
            {sidebar ? (
              <div className="app-columns">
                <Sidebar kind={sidebar} slug={slug} />
                <main id="main" className="app-main" tabIndex={-1}>
                  {content}
                </main>
              </div>
            ) : (
              <main id="main" className="app-main" tabIndex={-1}>
                {content}
              </main>
            )}
          </div>
        ) : (
          <main
            id="main"
            className={meta.layout === 'auth' ? 'app-auth' : 'app-main app-wide'}
            tabIndex={-1}
          >
            {content}
          </main>
        )}
        {showFooter ? <Footer /> : null}
        <TourGate />
        <UpdateGate />
      </div>
    </ToastProvider>
  );
}
