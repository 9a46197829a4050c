import { useTranslation } from '@nervus/ui-kit';
import type { PageText } from '../../i18n/pages/page-text.js';
import { titleKey } from '../../lib/route-meta.js';
import { useRouteMeta } from './route-meta-hooks.js';

/** A page of plain text: its route's title, a lead and paragraphs (`i18n/pages/<name>.en.ts`). */
export function StaticPage({ text }: { text: PageText }) {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{t(titleKey(meta.name))}</h1>
      {text.lead ? <p className="lead">{text.lead}</p> : null}
      {text.body.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}
