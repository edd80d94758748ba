import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useListComandasQuery } from '../../sales/salesApi';
import '../locales/appointments';
import './openComandasBar.css';

/**
 * The agenda's open comandas (issue 30 item 5): one link each, so a barber between clients or the front desk opens a
 * visit's ticket in one tap. Drawn by AgendaModals (its chunk, with the 'appointments' texts) into the page's slot;
 * nothing shows while none is open.
 */
export default function OpenComandasBar({ salonId }: { salonId: number }) {
  const { t } = useTranslation('appointments');
  const { data: comandas = [] } = useListComandasQuery({ salonId });
  if (comandas.length === 0) return null;
  return (
    <nav className="open-comandas-bar" aria-label={t('comandas.label')}>
      <span className="open-comandas-bar__label">{t('comandas.label')}</span>
      {comandas.map((comanda) => (
        <Link key={comanda.id} to={`/comandas/${comanda.id}`} className="btn btn-sm btn-outline-primary open-comandas-bar__link">
          {t('comandas.link', { number: comanda.number, client: comanda.client?.name ?? t('comandas.walkIn') })}
        </Link>
      ))}
    </nav>
  );
}
