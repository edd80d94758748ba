import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './locales';

interface Props {
  /** The address is not a client's (not a number). */
  invalid: boolean;
  notFound: boolean;
  onRetry(): void;
}

/** Instead of the cards when the client cannot be shown: gone (404), a bad address, or a failed download. */
export function ClientNotFound({ invalid, notFound, onRetry }: Props) {
  const { t } = useTranslation('clients');
  const message = invalid ? t('detail.invalidId') : notFound ? t('errors.notFound') : t('errors.loadDetail');
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body text-center py-5">
        <p className="fw-semibold mb-3">{message}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {!invalid && !notFound && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('detail.retry')}
            </button>
          )}
          <Link to="/clients" className="btn btn-outline-primary">
            {t('detail.backToList')}
          </Link>
        </div>
      </div>
    </div>
  );
}
