import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import './locales';

/** No professional at all (the owner is created with the salon, so this is rare): say what to do next. */
export function StaffEmpty({ onNew }: { onNew(): void }) {
  const { t } = useTranslation('staff');
  return (
    <div className="card border-0 shadow-sm">
      <EmptyState
        icon="staff"
        title={t('empty.title')}
        hint={t('empty.text')}
        action={
          <button type="button" className="btn btn-primary" onClick={onNew}>
            + {t('newButton')}
          </button>
        }
      />
    </div>
  );
}

/** The list could not be loaded: the toast says so once, this stays until a retry works. */
export function StaffFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('staff');
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body text-center py-5 px-3">
        <h2 className="h5">{t('failed.title')}</h2>
        <button type="button" className="btn btn-outline-primary mt-2" onClick={onRetry}>
          {t('failed.retry')}
        </button>
      </div>
    </div>
  );
}
