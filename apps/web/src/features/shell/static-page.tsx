import { useTranslation } from '@nervus/ui-kit';
import { i18n } from '../../i18n/index.js';
import { pagesEnglish } from '../../i18n/pages.en.js';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from './route-meta-hooks.js';

// The texts come with the first static page shown, not with the shell.
i18n.addWords('pages', pagesEnglish);

/** A page whose text lives in the `pages` namespace under its route name. */
export function StaticPage() {
  const meta = useRouteMeta();
  const { t } = useTranslation('pages');
  const key = meta.name.replaceAll('.', '~');
  const page = t(key, { returnObjects: true }) as { lead?: string; body?: string[] } | string;
  const content = typeof page === 'string' ? { lead: '', body: [] } : page;
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{t(titleKey(meta.name))}</h1>
      {content.lead ? <p className="lead">{content.lead}</p> : null}
      {(content.body ?? []).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}
