import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../locales';

const Plus = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);
const Lock = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />
  </svg>
);

/** The sale screen with its item chooser open (spec section 2, mobile action buttons). */
export const NEW_SALE_PATH = '/sales?openSelectItem=true';

/** Beside the title on tablets and desktops: block a time, book. */
export function HeaderActions({ onNew, onBlock, phone }: { onNew: () => void; onBlock: () => void; phone: boolean }) {
  const { t } = useTranslation('agenda');
  return (
    <>
      {/* Phones show only the padlock: the label stays the button's name. */}
      <button type="button" className="btn btn-outline-secondary agenda-block-btn" onClick={onBlock} aria-label={t('blockTime')}>
        <Lock />
        <span className="ms-2">{t('blockTime')}</span>
      </button>
      {!phone && (
        <button type="button" className="btn btn-primary" onClick={onNew}>
          + {t('newAppointment')}
        </button>
      )}
    </>
  );
}

/** Phones: the two things a barber does with one hand, within thumb reach at the bottom right. */
export function FloatingActions({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="agenda-fabs">
      <Link to={NEW_SALE_PATH} className="btn btn-light agenda-fab agenda-fab--sale">
        {t('newSale')}
      </Link>
      <button type="button" className="btn btn-primary agenda-fab agenda-fab--new" onClick={onNew}>
        <Plus />
        <span>{t('newAppointment')}</span>
      </button>
    </div>
  );
}
