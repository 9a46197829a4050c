/** `…/my-dashboard/director/getting-started`: what a director does, and the first steps. */
import { Card, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { under } from '../../lib/dashboard-path.js';
import { DirectorPage, useDirectedBase, usePlatformSlug } from './parts.js';
import '../../i18n/director.en.js';

const STEPS = ['ask', 'duration', 'money', 'admins', 'close'] as const;

export function GettingStartedPage() {
  const { t } = useTranslation();
  const platformSlug = usePlatformSlug();
  const base = useDirectedBase();
  return (
    <DirectorPage title={t('director.tabs.gettingStarted')}>
      <Card padding="lg" className="nv-stack" data-gap="md">
        <p className="nv-flush">{t('director.start.lead')}</p>
        <ol className="nv-stack nv-flush" data-gap="sm">
          {STEPS.map((step) => (
            <li key={step}>{t(`director.start.steps.${step}`)}</li>
          ))}
        </ol>
        <div className="dir-row">
          <Link to="/challenges/create" className="nv-button" data-variant="secondary">
            {t('director.ask')}
          </Link>
          {base ? (
            <Link
              to={under('director/current-olympiad')}
              params={{ platformSlug }}
              className="nv-button"
            >
              {t('director.start.current')}
            </Link>
          ) : null}
        </div>
      </Card>
    </DirectorPage>
  );
}
