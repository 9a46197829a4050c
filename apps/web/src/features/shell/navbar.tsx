import { useTranslation } from '@nervus/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isShadowing } from '../../lib/api.js';
import { navOpenAtom } from '../session/atoms.js';
import { currentPlatformQueryOptions, sessionKeys, signOut, useMe } from '../session/queries.js';

// The Game Dash is a dialog few visits open: its code (and the dialog and tabs it draws) loads
// when the pointer or focus reaches its button, not with every page.
const loadGameDash = () => import('./game-dash.js');
const GameDash = lazy(async () => ({ default: (await loadGameDash()).GameDash }));
const preloadGameDash = () => {
  void loadGameDash();
};

export function Navbar() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: platform } = useQuery(currentPlatformQueryOptions());
  const [open, setOpen] = useAtom(navOpenAtom);
  const [dash, setDash] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const navRef = useRef<HTMLElement>(null);
  const shadowing = isShadowing();

  // The menu and the Game Dash close when the route changes.
  useEffect(() => {
    setOpen(false);
    setDash(false);
  }, [path, setOpen]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, setOpen]);

  const handle = me?.user.handle;
  // Leave the page first: a protected page would otherwise send the signed-out user to sign in.
  const leave = async () => {
    await signOut();
    await navigate({ to: '/' });
    await client.invalidateQueries({ queryKey: sessionKeys.all });
  };

  // Signed in or out, the same item: the dialog itself says what a visitor can do.
  const gameDashItem = (
    <li>
      <button
        type="button"
        className="app-link-button"
        onPointerEnter={preloadGameDash}
        onFocus={preloadGameDash}
        onClick={() => setDash(true)}
      >
        {t('nav.gameDash')}
      </button>
    </li>
  );

  return (
    <nav className="app-nav" aria-label={t('nav.main')} ref={navRef}>
      <Link to="/" className="app-brand">
        {platform?.title ?? t('brand')}
      </Link>
      <button
        type="button"
        className="app-menu-button"
        aria-expanded={open}
        aria-controls="app-nav-links"
        onClick={() => setOpen(!open)}
      >
        {t('nav.menu')}
      </button>
      <ul id="app-nav-links" className="app-nav-links" data-open={open}>
        <li>
          <Link to="/nerve-boards">{t('nav.nervOnAh')}</Link>
        </li>
        <li>
          <Link to="/">{t('nav.challenges')}</Link>
        </li>
        <li>
          <Link to="/discussion-forums">{t('nav.forums')}</Link>
        </li>
        <li>
          <Link to="/nerve-boards">{t('nav.nerveBoards')}</Link>
        </li>
        <li>
          <Link to="/olympiad/leaderboard">{t('nav.leaderboards')}</Link>
        </li>
        <li>
          <Link to="/challenges/test-idea">{t('nav.testIdea')}</Link>
        </li>
        {me && handle ? (
          <>
            <li>
              <Link to="/$platformSlug" params={{ platformSlug: handle }}>
                @{handle}
              </Link>
            </li>
            <li>
              <Link to="/challenges/create">{t('nav.createChallenge')}</Link>
            </li>
            <li>
              <Link to="/$platformSlug/my-dashboard" params={{ platformSlug: handle }}>
                {t('nav.myDashboard')}
              </Link>
            </li>
            <li>
              <Link to="/my-account">{t('nav.myAccount')}</Link>
            </li>
            {gameDashItem}
            {shadowing ? (
              <li>
                <span className="app-shadow-badge">{t('nav.shadowing', { handle })}</span>{' '}
                <button
                  type="button"
                  className="nv-button"
                  data-variant="secondary"
                  onClick={leave}
                >
                  {t('nav.stopShadow')}
                </button>
              </li>
            ) : (
              <li>
                <button type="button" className="app-link-button" onClick={leave}>
                  {t('nav.signOut')}
                </button>
              </li>
            )}
          </>
        ) : (
          <>
            {gameDashItem}
            <li>
              <Link to="/accounts/signup" search={{ continue: '/' }}>
                {t('nav.createAccount')}
              </Link>
            </li>
            <li>
              <Link to="/accounts/gateway" search={{ continue: path }}>
                {t('nav.signIn')}
              </Link>
            </li>
          </>
        )}
      </ul>
      {dash ? (
        <Suspense fallback={null}>
          <GameDash
            open
            onClose={() => setDash(false)}
            signedIn={Boolean(me)}
            {...(handle ? { handle } : {})}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
