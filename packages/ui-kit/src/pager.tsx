import { useTranslation } from './i18n.js';

export interface PagerProps {
  /** The page shown, from 0. */
  readonly page: number;
  readonly total: number;
  readonly size: number;
  readonly onPage: (page: number) => void;
  /** What is paged, for the navigation's name ("Pages of {{list}}"). */
  readonly label: string;
}

/** Previous and next page of a list with where the reader is; nothing for a single page. */
export function Pager({ page, total, size, onPage, label }: PagerProps) {
  const { t } = useTranslation('ui');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('component.pager.label', { list: label })} className="nv-pager">
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('component.pager.previous')}
      </button>
      <span>{t('component.pager.page', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="nv-button"
        data-variant="secondary"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('component.pager.next')}
      </button>
    </nav>
  );
}
