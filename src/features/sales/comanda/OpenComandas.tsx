import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { Money } from '../../../components/Money';
import { useAppSelector } from '../../../app/hooks';
import { selectSalonId } from '../../salon/sessionSlice';
import { useListComandasQuery } from '../salesApi';
import { NewComandaDialog } from './NewComandaDialog';
import '../locales';

/** The sales list's 'Comandas abertas': each open visit with its items' total, and Nova comanda for a walk-in. */
export function OpenComandas() {
  const { t } = useTranslation('sales');
  const salonId = useAppSelector(selectSalonId);
  const { data: comandas = [] } = useListComandasQuery(salonId ? { salonId } : skipToken);
  const [creating, setCreating] = useState(false);

  return (
    <section className="card open-comandas mb-3" aria-labelledby="open-comandas-title">
      <div className="card-body">
        <div className="open-comandas__head">
          <h2 id="open-comandas-title" className="h6 mb-0">
            {t('comanda.openTitle', { count: comandas.length })}
          </h2>
          <Button type="button" color="primary" outline onClick={() => setCreating(true)}>
            {t('comanda.new')}
          </Button>
        </div>
        {comandas.length > 0 && (
          <ul className="list-unstyled mb-0 mt-2 open-comandas__list">
            {comandas.map((comanda) => (
              <li key={comanda.id}>
                <Link to={`/comandas/${comanda.id}`} className="open-comandas__link">
                  <span>
                    <strong>{t('comanda.title', { number: comanda.number })}</strong> · {comanda.client?.name ?? t('comanda.walkIn')}
                    <span className="text-muted"> · {t('comanda.itemCount', { count: comanda.items.length })}</span>
                  </span>
                  <Money cents={comanda.total} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <NewComandaDialog isOpen={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
