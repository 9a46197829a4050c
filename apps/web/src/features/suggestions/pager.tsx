import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from './queries.js';

/** Previous and next page of a list, with where the reader is; hidden for a single page. */
export function Pager({
  page,
  total,
  onPage,
  label,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('suggestions.pages', { list: label })} className="app-actions">
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('suggestions.previous')}
      </button>
      <span>{t('suggestions.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('suggestions.next')}
      </button>
    </nav>
  );
}
