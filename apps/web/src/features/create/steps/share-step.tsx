import { CopyButton, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import type { Published } from '../use-publish.js';
import '../../../i18n/create.en.js';

/** Share: the challenge is live; the neurons earned and its address to copy or open. */
export function ShareStep({ published }: { published: Published }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}/challenges/${published.slug}`;
  return (
    <div role="status" className="app-create-done">
      <p className="lead">{t('create.live')}</p>
      <p>{t('create.earned', { count: published.neurons })}</p>
      <p className="nv-label">{t('create.shareLink')}</p>
      <code>{address}</code>
      <div className="nv-cluster">
        <CopyButton text={address} label={t('create.copyLink')} />
        <Link to="/challenges/$challenge" params={{ challenge: published.slug }}>
          {t('create.open')}
        </Link>
      </div>
    </div>
  );
}
