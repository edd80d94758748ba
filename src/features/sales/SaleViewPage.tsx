import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useAppSelector } from '../../app/hooks';
import { useCan } from '../salon/useCan';
import { selectSalonId } from '../salon/sessionSlice';
import { CancelSaleDialog } from './CancelSaleDialog';
import { Invoice } from './Invoice';
import { InvoiceEmail } from './InvoiceEmail';
import { SaleHistory } from './SaleHistory';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import { useGetSaleQuery } from './salesApi';
import './locales';
import './sales.css';

/** The sale view (/sales/{id}): the invoice, e-mail it, print it, cancel it (estorno), or Fechar back to the agenda. */
export default function SaleViewPage() {
  const { t } = useTranslation('sales');
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const salonId = useAppSelector(selectSalonId);
  const { data: sale, error, isLoading, refetch } = useGetSaleQuery(id ?? skipToken);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const [canceling, setCanceling] = useState(false);
  // The server says whether this user may estorno this sale now (the owner; the front desk a sale of today, while
  // the owner allows it); the history is the owner's.
  const cancelable = sale?.status === 'completed' && sale.can_cancel === true;
  const auditTrail = useCan('auditTrail');
  const salesList = useCan('salesAll');
  // Mounted for every role that may estorno at all, so the dialog can fade out after the sale turned canceled.
  const saleCancel = useCan('saleCancel');
  const failure = error ? readFailure(error) : null;

  return (
    <div className="sale-view">
      <PageHeader title={t('view.title')} />
      {isLoading && <Spinner aria-label={t('view.loading')} />}
      {(id === null || failure?.status === 404) && (
        <EmptyState icon="search" title={t('view.notFound')} action={<Link to="/agenda" className="btn btn-primary">{t('view.close')}</Link>} />
      )}
      {failure && failure.status !== 404 && (
        <div className="alert alert-danger" role="alert">
          {t('view.failed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('chooser.retry')}
          </button>
        </div>
      )}
      {sale && (
        <div className="sale-view__layout">
          <div className="card sale-view__paper">
            <div className="card-body">
              <Invoice sale={sale} timeZone={settings.data?.time_zone} />
            </div>
          </div>
          <div className="card sale-view__actions">
            <div className="card-body">
              <InvoiceEmail key={sale.id} saleId={sale.id} initial={sale.client?.email ?? ''} />
              <div className="sale-view__buttons">
                <Button type="button" color="secondary" outline onClick={() => window.print()}>
                  {t('view.print')}
                </Button>
                {cancelable && (
                  <Button type="button" color="danger" outline onClick={() => setCanceling(true)}>
                    {t('view.cancel')}
                  </Button>
                )}
                {salesList && (
                  <Link to="/vendas" className="btn btn-outline-primary">
                    {t('view.sales')}
                  </Link>
                )}
                <Link to="/agenda" className="btn btn-primary">
                  {t('view.close')}
                </Link>
              </div>
              {auditTrail && <SaleHistory key={`history-${sale.id}`} id={sale.id} />}
            </div>
          </div>
          {saleCancel && <CancelSaleDialog saleId={sale.id} isOpen={canceling} onClose={() => setCanceling(false)} />}
        </div>
      )}
    </div>
  );
}
