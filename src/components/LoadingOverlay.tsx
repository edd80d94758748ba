import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';

/** Covers its positioned parent while `active`; callers clear it in a finally so it never sticks. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Spinner color="primary" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
