import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Spinner } from 'reactstrap';
import { readFailure } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { selectSalonId } from '../../salon/sessionSlice';
import { useGetSalonSettingsQuery } from '../../salon/salonApi';
import { saleTime } from '../Invoice';
import { useGetComandaQuery, type Comanda } from '../salesApi';
import { CancelComandaDialog } from './CancelComandaDialog';
import { ComandaAdd } from './ComandaAdd';
import { ComandaItems } from './ComandaItems';
import '../locales';
import '../sales.css';

/**
 * A comanda (/comandas/{id}, issue 30 item 5): the visit's items as every device sees them live (the salon's change
 * stream refetches it), Adicionar item from any phone, and for the front desk Fechar comanda (the checkout, filled
 * with its items) or Cancelar. Closed, it links to its sale.
 */
export default function ComandaPage() {
  const { t, i18n } = useTranslation('sales');
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const salonId = useAppSelector(selectSalonId);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const { data: comanda, error, isLoading, refetch } = useGetComandaQuery(id ?? skipToken);
  const failure = error ? readFailure(error) : null;
  const manage = useCan('comandaManage');
  const navigate = useNavigate();
  const [canceling, setCanceling] = useState(false);
  const when = (epoch: number) => saleTime(epoch, i18n.language, settings.data?.time_zone);

  const title = comanda ? t('comanda.title', { number: comanda.number }) : t('comanda.titleBlank');
  const subtitle = comanda ? `${comanda.client?.name ?? t('comanda.walkIn')} · ${t('comanda.openedBy', { when: when(comanda.opened_at), name: comanda.opened_by_name })}` : undefined;
  const close = (shown: Comanda) => navigate('/sales', { state: { comanda: shown } });

  return (
    <div className="comanda-page">
      <PageHeader title={title} subtitle={subtitle} />
      {isLoading && <Spinner aria-label={t('comanda.loading')} />}
      {(id === null || failure?.status === 404) && (
        <EmptyState icon="search" title={t('comanda.notFound')} action={<Link to="/agenda" className="btn btn-primary">{t('view.close')}</Link>} />
      )}
      {failure && failure.status !== 404 && (
        <div className="alert alert-danger" role="alert">
          {t('comanda.failed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('chooser.retry')}
          </button>
        </div>
      )}
      {comanda && (
        <div className="comanda-layout">
          <section className="card comanda-card" aria-label={t('comanda.itemsTitle')}>
            <div className="card-body">
              <ComandaItems comanda={comanda} />
            </div>
          </section>
          <div className="card comanda-card">
            <div className="card-body comanda-actions">
              {comanda.status === 'open' ? (
                <>
                  <ComandaAdd comanda={comanda} />
                  {manage && comanda.items.length > 0 && (
                    <Button type="button" color="success" size="lg" className="w-100" onClick={() => close(comanda)}>
                      {t('comanda.close')}
                    </Button>
                  )}
                  {manage && (
                    <Button type="button" color="danger" outline className="w-100" onClick={() => setCanceling(true)}>
                      {t('comanda.cancel')}
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <p className="mb-2" role="status">
                    <span className={`badge ${comanda.status === 'closed' ? 'text-bg-success' : 'text-bg-secondary'} me-2`}>{comanda.status_display}</span>
                    {comanda.ended_at !== null && t('comanda.endedBy', { when: when(comanda.ended_at), name: comanda.ended_by_name ?? '' })}
                  </p>
                  {comanda.cancel_reason && <p className="text-muted">{comanda.cancel_reason}</p>}
                  {comanda.sale_id !== null && (
                    <Link to={`/sales/${comanda.sale_id}`} className="btn btn-primary w-100">
                      {t('comanda.sale')}
                    </Link>
                  )}
                </>
              )}
              <Link to="/agenda" className="btn btn-outline-secondary w-100">
                {t('comanda.backToAgenda')}
              </Link>
            </div>
          </div>
          {manage && <CancelComandaDialog comanda={comanda} isOpen={canceling} onClose={() => setCanceling(false)} />}
        </div>
      )}
    </div>
  );
}
