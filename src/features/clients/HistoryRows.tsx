import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money } from '../../components/Money';
import { formatDate } from '../../lib/dates';
import type { ClientAppointment, ClientTransaction } from './clientsApi';
import './locales';

const STATUS_COLORS: Record<ClientAppointment['status'], string> = {
  new: 'primary',
  started: 'info',
  completed: 'success',
  no_show: 'danger',
  canceled: 'secondary',
};

function When({ epoch }: { epoch: number }) {
  const { i18n } = useTranslation();
  const date = epoch * 1000;
  return (
    <div className="history-when">
      <div className="fw-semibold">{formatDate(date, 'P', i18n.language)}</div>
      <div className="text-muted">{formatDate(date, 'p', i18n.language)}</div>
    </div>
  );
}

/** Date, time, 'serviço com profissional', its status and price. */
export function AppointmentRow({ appointment }: { appointment: ClientAppointment }) {
  const { t } = useTranslation('clients');
  const { service, employee } = appointment;
  return (
    <li className="history-row">
      <When epoch={appointment.start_at} />
      <div className="history-what">
        <div>
          <span className="history-dot" style={{ background: employee.color }} aria-hidden="true" />
          {t('detail.history.withEmployee', { item: service.name, employee: employee.name })}
        </div>
        <span className={`badge text-bg-${STATUS_COLORS[appointment.status]} bg-opacity-75 fw-normal mt-1`}>{appointment.status_display}</span>
      </div>
      <div className="history-price">
        <Money cents={appointment.price} table />
      </div>
    </li>
  );
}

/**
 * Date, time, the product, how many and what they cost (quantity x value less the discount); the row opens
 * the sale it belongs to.
 */
export function ProductRow({ item }: { item: ClientTransaction }) {
  const { t } = useTranslation('clients');
  return (
    <li>
      <Link to={`/sales/${item.sale_id}`} className="history-row history-link" title={t('detail.history.openSale', { number: item.sale_id })}>
        <When epoch={item.created_at} />
        <div className="history-what">
          <div className="fw-semibold">{item.name}</div>
          <div className="small text-muted">{t('detail.history.quantity', { count: item.quantity })}</div>
        </div>
        <div className="history-price">
          <Money cents={item.quantity * item.value - item.discount} table />
        </div>
      </Link>
    </li>
  );
}
