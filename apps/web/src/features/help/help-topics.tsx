import { useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { titleKey } from '../../lib/route-meta.js';
import { FAQS } from '../shell/sidebar.js';
import '../../i18n/help.en.js';

/** The FAQ index's list of topics: the same help pages as the FAQ menu. */
export function HelpTopics() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="help-topics">
      <h2 id="help-topics">{t('help.topics')}</h2>
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
