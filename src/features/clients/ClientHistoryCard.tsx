import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Nav, NavItem, NavLink, Spinner } from 'reactstrap';
import { AppointmentRow, ProductRow } from './HistoryRows';
import type { ClientAppointment, ClientTransaction } from './clientsApi';
import './locales';

type HistoryTab = 'appointments' | 'products';
// 'Pacotes' exists in the product (spec section 2) but stays hidden until packages can be sold.
const TABS: HistoryTab[] = ['appointments', 'products'];

/** Whether a tab's list has another page, and how to ask for it. */
interface Paging {
  more: boolean;
  loading: boolean;
  onMore(): void;
}

interface Props {
  appointments: ClientAppointment[];
  products: ClientTransaction[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  more: Record<HistoryTab, Paging>;
  onRetry(): void;
}

/** The client's history: appointments and products bought, newest first, a page at a time. */
export function ClientHistoryCard({ appointments, products, status, more, onRetry }: Props) {
  const { t } = useTranslation('clients');
  const [tab, setTab] = useState<HistoryTab>('appointments');
  const rows = tab === 'appointments' ? appointments : products;
  const paging = more[tab];

  let body;
  if (status === 'failed') {
    body = (
      <div className="text-center text-muted py-5">
        <p className="mb-2">{t('detail.history.failed')}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          {t('detail.retry')}
        </button>
      </div>
    );
  } else if (status !== 'ready') {
    body = (
      <div className="text-center py-5">
        <Spinner color="primary" size="sm" />
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className="text-center text-muted py-5 mb-0">{t(tab === 'appointments' ? 'detail.history.noAppointments' : 'detail.history.noProducts')}</p>;
  } else {
    body = (
      <ul className="list-unstyled mb-0">
        {tab === 'appointments'
          ? appointments.map((appointment) => <AppointmentRow key={appointment.id} appointment={appointment} />)
          : products.map((item) => <ProductRow key={item.id} item={item} />)}
      </ul>
    );
  }

  return (
    <div className="card border-0 shadow-sm">
      <div className="card-header bg-white border-0 pt-3 pb-0 px-3 px-md-4">
        <h2 className="h6 text-uppercase text-muted mb-2">{t('detail.history.title')}</h2>
        <Nav tabs className="border-bottom-0" role="tablist">
          {TABS.map((key) => (
            <NavItem key={key} role="presentation">
              <NavLink href="#" role="tab" aria-selected={tab === key} active={tab === key} 
                onClick={(event) => {
                  event.preventDefault();
                  setTab(key);
                }}
              >
                {t(`detail.history.${key}`)}
              </NavLink>
            </NavItem>
          ))}
        </Nav>
      </div>
      <div className="card-body p-0 border-top">{body}</div>
      {status === 'ready' && paging.more && (
        <div className="card-footer bg-white text-center">
          <button type="button" className="btn btn-link" onClick={paging.onMore} disabled={paging.loading}>
            {paging.loading && <Spinner size="sm" className="me-2" />}
            {t(tab === 'appointments' ? 'detail.history.more' : 'detail.history.moreProducts')}
          </button>
        </div>
      )}
    </div>
  );
}
