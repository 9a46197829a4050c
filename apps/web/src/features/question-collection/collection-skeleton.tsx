import { useTranslation } from '@nervus/ui-kit';
import '../../i18n/question-collection.en.js';

/**
 * The cards' space while their code and data arrive: the ui-kit skeleton's markup (not its
 * module, which would weigh on the page's first script), its sizes in classes.
 */
export function CollectionSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="nv-skeleton-group"
      role="status"
      aria-busy="true"
      aria-label={t('questionCollection.loading')}
    >
      <div className="nv-grid" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <span key={n} className="nv-skeleton question-collection-card" data-shape="block" />
        ))}
      </div>
    </div>
  );
}
