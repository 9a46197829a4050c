import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { version } from '../../../package.json';
import { useMe } from '../session/queries.js';
import { loadPlayerShell } from './load-player-shell.js';

// A visitor chooses the theme here (a player in their menu). Its code (the choice, its icons)
// loads after the page's own, with the player's menu, into a box of its size, so the footer
// never moves.
const ThemeToggle = lazy(async () => ({ default: (await loadPlayerShell()).ThemeToggle }));

export function Footer() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            <li>
              <Link to="/" search={{ tour: 'home-page' }}>
                {t('footer.tour')}
              </Link>
            </li>
            {me ? null : (
              <li>
                <Link to="/accounts/signup">{t('nav.createAccount')}</Link>
              </li>
            )}
            <li>
              <Link to="/faqs">{t('footer.faqs')}</Link>
            </li>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/about/contact-us">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/get-support">{t('footer.support')}</Link>
            </li>
            <li>
              <Link to="/send-feedback">{t('footer.feedback')}</Link>
            </li>
            {me?.admin_roles.global_admin ? (
              <li>
                <Link to="/admin">{t('footer.admin')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="app-footer-end">
          {me || isPending ? null : (
            <Suspense fallback={<span className="app-theme-slot" />}>
              <ThemeToggle />
            </Suspense>
          )}
          <p className="app-version">{t('footer.version', { version })}</p>
        </div>
      </div>
    </footer>
  );
}
