import { useTranslation } from 'react-i18next';
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

/** Date, time, the product (and who sold it) and what it cost: quantity x value less the discount. */
export function ProductRow({ item }: { item: ClientTransaction }) {
  const { t } = useTranslation('clients');
  return (
    <li className="history-row">
      <When epoch={item.created_at} />
      <div className="history-what">
        {item.quantity > 1 && <span className="text-muted me-1">{t('detail.history.quantity', { count: item.quantity })}</span>}
        {item.employee ? t('detail.history.withEmployee', { item: item.name, employee: item.employee.name }) : item.name}
      </div>
      <div className="history-price">
        <Money cents={item.quantity * item.value - item.discount} table />
      </div>
    </li>
  );
}
