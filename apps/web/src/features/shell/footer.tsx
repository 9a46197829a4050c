import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { version } from '../../../package.json';
import { useMe } from '../session/queries.js';

export function Footer() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <footer className="app-footer">
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
      <p className="app-version">{t('footer.version', { version })}</p>
    </footer>
  );
}
