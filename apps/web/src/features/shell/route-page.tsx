import { useTranslation } from '@nervus/ui-kit';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from './route-meta-hooks.js';

/**
 * The page of a route whose feature arrives with a later issue: its title and what it waits for.
 * A placeholder with child routes is a layout, and its index route renders this page.
 */
export function RoutePage() {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t(titleKey(meta.name))}</h1>
      {meta.feature ? (
        <>
          <p>{t('placeholder.arrives', { feature: meta.feature })}</p>
          <p>{t('placeholder.meanwhile')}</p>
        </>
      ) : null}
    </section>
  );
}
