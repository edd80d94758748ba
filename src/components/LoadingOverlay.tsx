import { useTranslation } from 'react-i18next';

/**
 * Covers its positioned parent while `active`; callers clear it in a finally so it never sticks.
 * Bootstrap's spinner markup rather than reactstrap's Spinner: the agenda shows this on its first paint, and the
 * component brought reactstrap's shared utilities into that download (docs/decisions/41). Its own status role
 * and English 'Loading...' also repeated what the overlay already says.
 */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
