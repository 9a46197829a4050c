import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { titleKey } from '../../lib/route-meta.js';
import { FAQS } from '../shell/sidebar.js';

/** The FAQ index's list of topics: the same help pages as the FAQ menu. */
export function HelpTopics({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="help-topics">
      <h2 id="help-topics">{title}</h2>
      <ul className="help-topics">
        {FAQS.map((slug) => (
          <li key={slug}>
            <Link to={`/faqs/${slug}` as '/faqs'}>{t(titleKey(`faqs.${slug}`))}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
