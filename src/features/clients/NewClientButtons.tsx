import { useTranslation } from 'react-i18next';

const Plus = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** 'Novo Cliente' in the page header, from tablets up. */
export function NewClientButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary d-none d-md-inline-flex align-items-center gap-2" onClick={onClick}>
      <Plus />
      {t('clients.new')}
    </button>
  );
}

/** On phones the same action sits at the bottom of the screen, under the thumb. */
export function NewClientBottomButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <div className="mobile-action-bar d-md-none">
      <button type="button" className="btn btn-primary btn-lg w-100 d-inline-flex align-items-center justify-content-center gap-2" onClick={onClick}>
        <Plus />
        {t('clients.new')}
      </button>
    </div>
  );
}
