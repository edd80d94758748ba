import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../lib/dates';
import { selectUser } from '../../salon/sessionSlice';
import { useGetClientQuery } from '../../clients/clientsApi';
import type { Appointment } from '../agendaApi';
import { useModalLists } from './useModalLists';
import { areaCodeOf, whatsappLink, whatsappNumber } from './whatsapp';
import '../locales/appointments';

/**
 * 'Lembrar pelo WhatsApp', with the reminder in the app's language. The appointment names its client only, so
 * the phone comes from the client's record; without a usable phone there is no button.
 */
export function WhatsAppLink({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation('appointments');
  const { data: client } = useGetClientQuery(appointment.client_id);
  const { employees } = useModalLists();
  const salon = useAppSelector(selectUser)?.salon.name ?? '';
  // A number saved without its DDD takes the area code of the professional's phone, or of any professional's.
  const areaCode = [appointment.employee_id, ...employees.map((e) => e.id)]
    .map((id) => areaCodeOf(employees.find((e) => e.id === id)?.phone))
    .find(Boolean);
  const number = whatsappNumber(client?.phone, areaCode ?? null);
  if (!number) return null;

  const at = appointment.start_at * 1000;
  const text = t('whatsapp.message', {
    client: appointment.client.name.trim().split(/\s+/)[0],
    salon,
    service: appointment.service.name,
    professional: appointment.employee.name,
    date: formatDate(at, t('formats.reminderDay'), i18n.language),
    time: formatDate(at, 'HH:mm', i18n.language),
  });
  return (
    <a className="btn btn-outline-success btn-sm" href={whatsappLink(number, text)} target="_blank" rel="noopener noreferrer">
      {t('whatsapp.remind')}
    </a>
  );
}
