import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { selectSalonId } from '../salon/sessionSlice';
import { PAYMENT_BUTTONS as PAYMENT_TYPES } from './cart';
import { SALE_STATUSES, SaleListFilters, type SaleListFilter } from './SaleListFilters';
import { SaleListRows } from './SaleListRows';
import { salonToday } from '../../lib/days';
import { validDay } from './saleDays';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import { useListSalesQuery } from './salesApi';
import { OpenComandas } from './comanda/OpenComandas';
import './locales';
import './sales.css';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/** The filters as the address holds them, so Back from a receipt returns to the same list. */
function filterOf(params: URLSearchParams, today: string): SaleListFilter {
  const clientId = Number(params.get('cliente'));
  return {
    day: validDay(params.get('dia')) ?? today,
    client: Number.isInteger(clientId) && clientId > 0 ? { id: clientId, name: params.get('nome') ?? '', email: null } : null,
    paymentType: oneOf(PAYMENT_TYPES, params.get('pagamento')),
    status: oneOf(SALE_STATUSES, params.get('situacao')),
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
}

function paramsOf(filter: SaleListFilter, today: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.day !== today) params.dia = filter.day;
  if (filter.client) Object.assign(params, { cliente: String(filter.client.id), nome: filter.client.name });
  if (filter.paymentType) params.pagamento = filter.paymentType;
  if (filter.status) params.situacao = filter.status;
  if (filter.page > 1) params.pagina = String(filter.page);
  return params;
}

/**
 * The sales list (issue 25 item 11), for the owner and the front desk: a day of the salon (today by default), by
 * client, payment and paid or estornada; each row opens the receipt, where it is reprinted, resent or estornada.
 */
export default function SalesListPage() {
  const { t } = useTranslation('sales');
  const salonId = useAppSelector(selectSalonId);
  const settings = useGetSalonSettingsQuery(salonId ?? skipToken);
  const timeZone = settings.data?.time_zone;
  // The salon's clock (app/SalonClock sets it from these same settings).
  const today = salonToday();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params, today);
  const change = (next: Partial<SaleListFilter>) => setParams(paramsOf({ ...filter, page: 1, ...next }, today), { replace: true });
  const query =
    salonId === null || settings.isLoading
      ? skipToken
      : {
          salonId,
          start: filter.day,
          end: filter.day,
          page: filter.page,
          client_id: filter.client?.id,
          payment_type: filter.paymentType,
          status: filter.status,
        };
  const { data: sales, isFetching, isError, refetch } = useListSalesQuery(query);
  const filtered = Boolean(filter.client || filter.paymentType || filter.status) || filter.day !== today;

  return (
    <div className="sales-list-page">
      <PageHeader title={t('list.title')} actions={<Link to="/sales" className="btn btn-primary">{t('list.newSale')}</Link>} />
      <OpenComandas />
      <SaleListFilters filter={filter} today={today} onChange={change} />
      {isError && (
        <div className="alert alert-danger" role="alert">
          {t('list.failed')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('list.retry')}
          </button>
        </div>
      )}
      {!sales && isFetching && <Spinner aria-label={t('list.loading')} />}
      {sales && sales.length === 0 && <EmptyState icon={filtered ? 'search' : 'store'} title={t(filtered ? 'list.empty' : 'list.emptyToday')} />}
      {sales && sales.length > 0 && <SaleListRows sales={sales} timeZone={timeZone} busy={isFetching} />}
      {sales && <Pagination page={filter.page} count={sales.length} onChange={(page) => change({ page })} />}
    </div>
  );
}
