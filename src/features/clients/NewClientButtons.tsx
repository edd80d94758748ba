import { useTranslation } from 'react-i18next';
import './locales';

const Plus = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** 'Novo Cliente' in the page header: at the top on every screen size, as on every list page (PageHeader). */
export function NewClientButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('clients');
  return (
    <button type="button" className="btn btn-primary d-inline-flex align-items-center justify-content-center gap-2" onClick={onClick}>
      <Plus />
      {t('new')}
    </button>
  );
}
