import { useTranslation } from '@nervus/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isShadowing } from '../../lib/api.js';
import { useAtom, useAtomValue } from '../../lib/atoms.js';
import { gameDashUpdatesAtom } from '../game-dash/atoms.js';
import { navOpenAtom } from '../session/atoms.js';
import {
  currentPlatformQueryOptions,
  forgetPlayerReads,
  signOut,
  useMe,
} from '../session/queries.js';
import { loadPlayerShell } from './load-player-shell.js';

// The Game Dash is a dialog few visits open: its code (and the dialog and tabs it draws) loads
// when the pointer or focus reaches its button, not with every page.
const loadGameDash = () => import('./game-dash.js');
const GameDash = lazy(async () => ({ default: (await loadGameDash()).GameDash }));
const preloadGameDash = () => {
  void loadGameDash();
};
// Only a signed-in player has the user menu (the menu, the avatar, the theme's choice): its code
// loads once the session is known to be one, so the code every page loads first never carries it.
const UserMenu = lazy(async () => ({ default: (await loadPlayerShell()).UserMenu }));
// The bell's dot and the player's realtime connection: with the player's shell, not the first page.
const GameDashWatch = lazy(async () => ({ default: (await loadPlayerShell()).GameDashWatch }));

/*
 * The bar's icons (the logo, lucide's bell and menu) are drawn by app.css (\`.app-logo\`,
 * \`.app-icon\`): the bar is on every page, and icon components would bring lucide-react's runtime
 * (~2 KB gzip) into the code every page loads first. The player's menu, loaded apart, uses
 * lucide-react's components.
 */

/**
 * The navbar: the logo and the platform's title; the primary links (in a menu below 768 px); the
 * way in for visitors, or Create Challenge; the Game Dash bell; a player's menu (their page,
 * dashboard, account, theme, sign out).
 */
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
  const updates = useAtomValue(gameDashUpdatesAtom);

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
    await forgetPlayerReads(client);
  };

  return (
    <nav className="app-nav" aria-label={t('nav.main')} ref={navRef}>
      <Link to="/" className="app-brand">
        <span className="app-logo" aria-hidden="true" />
        <span className="app-brand-title">{platform?.title ?? t('brand')}</span>
      </Link>
      <button
        type="button"
        className="nv-button app-menu-button"
        data-variant="ghost"
        aria-expanded={open}
        aria-controls="app-nav-links"
        onClick={() => setOpen(!open)}
      >
        <span className="app-icon" data-icon="menu" aria-hidden="true" />
        <span className="nv-visually-hidden">{t('nav.menu')}</span>
      </button>
      <div id="app-nav-links" className="app-nav-links" data-open={open}>
        <ul className="app-nav-primary">
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
        </ul>
        <ul className="app-nav-account">
          {me ? (
            <li>
              <Link className="nv-button" data-size="sm" to="/challenges/create">
                {t('nav.createChallenge')}
              </Link>
            </li>
          ) : (
            <>
              <li>
                <Link
                  className="nv-button"
                  data-variant="ghost"
                  data-size="sm"
                  to="/accounts/gateway"
                  search={{ continue: path }}
                >
                  {t('nav.signIn')}
                </Link>
              </li>
              <li>
                <Link
                  className="nv-button"
                  data-size="sm"
                  to="/accounts/signup"
                  search={{ continue: '/' }}
                >
                  {t('nav.createAccount')}
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
      <div className="app-nav-actions">
        {/* Signed in or out, the same bell: the dialog itself says what a visitor can do. */}
        <button
          type="button"
          className="nv-button app-icon-button"
          data-variant="ghost"
          aria-label={t(me && updates ? 'nav.gameDashUpdates' : 'nav.gameDash')}
          onPointerEnter={preloadGameDash}
          onFocus={preloadGameDash}
          onClick={() => setDash(true)}
        >
          <span className="app-icon" data-icon="bell" aria-hidden="true" />
          {me && updates ? <span className="app-bell-dot" aria-hidden="true" /> : null}
        </button>
        {me ? (
          <Suspense fallback={null}>
            <GameDashWatch userId={me.user.id} shadowing={shadowing} />
          </Suspense>
        ) : null}
        {me && handle ? (
          // The same box while the menu's code arrives, so nothing in the bar moves.
          <Suspense fallback={<span className="app-user-menu-slot" />}>
            <UserMenu
              handle={handle}
              avatar={me.user.avatar_url ?? null}
              shadowing={shadowing}
              onSignOut={leave}
            />
          </Suspense>
        ) : null}
      </div>
      {me && handle && shadowing ? (
        <p className="app-shadow-bar">
          <span className="app-shadow-badge">{t('nav.shadowing', { handle })}</span>
          <button
            type="button"
            className="nv-button"
            data-variant="secondary"
            data-size="sm"
            onClick={leave}
          >
            {t('nav.stopShadow')}
          </button>
        </p>
      ) : null}
      {dash ? (
        <Suspense fallback={null}>
          <GameDash
            open
            onClose={() => setDash(false)}
            signedIn={Boolean(me)}
            shadowing={shadowing}
            {...(handle ? { handle } : {})}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
