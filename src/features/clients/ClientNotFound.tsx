import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  /** The address is not a client's (not a number). */
  invalid: boolean;
  notFound: boolean;
  onRetry(): void;
}

/** Instead of the cards when the client cannot be shown: gone (404), a bad address, or a failed download. */
export function ClientNotFound({ invalid, notFound, onRetry }: Props) {
  const { t } = useTranslation();
  const message = invalid ? t('clients.detail.invalidId') : notFound ? t('clients.errors.notFound') : t('clients.errors.loadDetail');
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body text-center py-5">
        <p className="fw-semibold mb-3">{message}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {!invalid && !notFound && (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('clients.detail.retry')}
            </button>
          )}
          <Link to="/clients" className="btn btn-outline-primary">
            {t('clients.detail.backToList')}
          </Link>
        </div>
      </div>
    </div>
  );
}
