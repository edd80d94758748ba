import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  /** How many rows the current page holds; a full page (30) means there may be a next one. */
  count: number;
  pageSize?: number;
  onChange(page: number): void;
}

/**
 * Previous/next paging (spec section 9): the bar shows when past page 1 or when the page is full; 'next' is
 * disabled on a page that is not full.
 */
export function Pagination({ page, count, pageSize = 30, onChange }: Props) {
  const { t } = useTranslation();
  const full = count >= pageSize;
  if (page <= 1 && !full) return null;
  return (
    <nav className="d-flex align-items-center justify-content-center gap-3 my-3" aria-label={t('common.pagination')}>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹ {t('common.previous')}
      </button>
      <span className="small text-muted">{t('common.page', { page })}</span>
      <button type="button" className="btn btn-outline-primary btn-sm" disabled={!full} onClick={() => onChange(page + 1)}>
        {t('common.next')} ›
      </button>
    </nav>
  );
}
