import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPOINTMENT_STATUS_LABELS } from '../../../../server/contract/constants';
import { Duration } from '../../../components/Duration';
import { Icon } from '../../../components/Icon';
import { Money } from '../../../components/Money';
import { currentLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { Appointment } from '../agendaApi';
import '../locales/appointments';

const STATUS_COLORS: Record<Appointment['status'], string> = {
  new: 'text-bg-primary',
  started: 'text-bg-info',
  completed: 'text-bg-success',
  no_show: 'text-bg-danger',
  canceled: 'text-bg-secondary',
};

/**
 * What the detail modal says about an appointment: when, who, what, how much, its status (with when the client's
 * reminder e-mail went out, once it has), the Pix deposit of an online visit in words, and notes.
 */
export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation('appointments');
  const start = appointment.start_at * 1000;
  const end = start + appointment.duration * 1000;
  const day = formatDate(start, t('formats.day'), i18n.language);
  const range = `${formatDate(start, 'HH:mm', i18n.language)} – ${formatDate(end, 'HH:mm', i18n.language)}`;
  return (
    <dl className="appointment-facts mb-2">
      <dt>{t('detail.when')}</dt>
      <dd data-testid="appointment-when">
        {day}, {range} (<Duration seconds={appointment.duration} />)
      </dd>
      <dt>{t('detail.client')}</dt>
      <dd>
        <Link to={`/clients/${appointment.client_id}`} className="touch-target">{appointment.client.name}</Link>
      </dd>
      <dt>{t('detail.service')}</dt>
      <dd>
        <span className="appointment-dot" style={{ backgroundColor: appointment.employee.color }} aria-hidden="true" />
        {t('detail.serviceWith', { service: appointment.service.name, professional: appointment.employee.name })}
      </dd>
      <dt>{t('detail.price')}</dt>
      <dd>
        <Money cents={appointment.price} />
      </dd>
      <dt>{t('detail.status')}</dt>
      <dd>
        <span className={`badge ${STATUS_COLORS[appointment.status]}`} data-testid="appointment-status">
          {APPOINTMENT_STATUS_LABELS[currentLanguage()][appointment.status]}
        </span>
        {appointment.origin === 'online' && (
          <span className="appointment-reminded">
            <Icon name="globe" size={14} />
            {t('detail.online')}
          </span>
        )}
        {appointment.reminded_at !== null && (
          <span className="appointment-reminded">
            <Icon name="bell" size={14} />
            {t('detail.remindedAt', {
              date: formatDate(appointment.reminded_at * 1000, 'P', i18n.language),
              time: formatDate(appointment.reminded_at * 1000, 'HH:mm', i18n.language),
            })}
          </span>
        )}
      </dd>
      {appointment.deposit && (
        <>
          <dt>{t('detail.deposit')}</dt>
          <dd data-testid="appointment-deposit">
            {t(`detail.depositStatus.${appointment.deposit.status}`, { money: formatMoney(appointment.deposit.amount, i18n.language === 'en' ? 'en-US' : 'pt-BR') })}
          </dd>
        </>
      )}
      {appointment.notes && (
        <>
          <dt>{t('detail.notes')}</dt>
          <dd className="text-break" style={{ whiteSpace: 'pre-line' }}>
            {appointment.notes}
          </dd>
        </>
      )}
    </dl>
  );
}
