import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import './locales';

/** What the cards need of an RTK Query hook's result. */
export interface QueryState<T> {
  data?: T;
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A report's loading, failure and data. A failure shows readFailure's words and a retry, never a blank card.
 * While a new range loads, the previous figures stay under an overlay; a refresh of the same range (a sale
 * elsewhere, focus back) updates in place without covering anything.
 */
export function ReportQuery<T>({ query, children }: { query: QueryState<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('reports');
  const { data, currentData, error, isFetching, refetch } = query;

  if (error && !isFetching) {
    return (
      <div className="report-failure" role="alert">
        <p className="mb-1 fw-semibold">{t('errors.load')}</p>
        <p className="mb-2 text-body-secondary">{readFailure(error).message}</p>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className="report-loading" role="status">
        <Spinner size="sm" color="primary" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  return (
    <div className="position-relative">
      <LoadingOverlay active={isFetching && currentData === undefined} />
      {children(data)}
    </div>
  );
}
