import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../api/errors';
import { useUpdateAppointmentMutation, type Appointment } from './agendaApi';
import './locales/appointments';

/**
 * Finalizar. The sale screen comes with the next issue: then this is the one place that changes, to
 * `navigate('/sales', { state: { appointment } })` (spec section 2: checkout carries the appointment to the
 * sales screen, and the sale completes it). Until then it completes the appointment directly.
 * Resolves true when the appointment was finalized.
 */
export function useFinalize() {
  const { t } = useTranslation('appointments');
  const [updateAppointment] = useUpdateAppointmentMutation();
  return async function finalize(appointment: Appointment): Promise<boolean> {
    try {
      await updateAppointment({ id: appointment.id, changes: { status: 'completed' } }).unwrap();
      toast.success(t('toasts.finish'));
      return true;
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(t('toasts.finishFailed', { message: failure.message }));
      return false;
    }
  };
}
