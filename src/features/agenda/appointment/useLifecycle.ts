import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../../api/errors';
import { useDeleteAppointmentMutation, useUpdateAppointmentMutation, type Appointment } from '../agendaApi';
import { useFinalize, useOpenComanda } from './finalize';
import { STATUS_SET, type StatusAction } from './lifecycle';
import '../locales/appointments';

/**
 * The detail modal's writes: a status change, Finalizar, or the deletion. Each toasts its outcome; `done` closes
 * the modal after a success, so the agenda (refreshed by the mutation's tags) shows the change at once.
 */
export function useLifecycle(appointment: Appointment, done: () => void) {
  const { t } = useTranslation('appointments');
  const [updateAppointment] = useUpdateAppointmentMutation();
  const [deleteAppointment] = useDeleteAppointmentMutation();
  const finalize = useFinalize();
  const openComanda = useOpenComanda();
  const [busy, setBusy] = useState(false);

  async function run(write: () => Promise<boolean>) {
    if (busy) return;
    setBusy(true);
    const ok = await write().finally(() => setBusy(false));
    if (ok) done();
  }

  /** One write, its success toast, or its failure toast (none after a 401/403: the user is on /login). */
  const attempt = async (write: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await write();
      toast.success(t(success));
      return true;
    } catch (error) {
      const read = readFailure(error);
      if (!signedOutBy(read)) toast.error(t(failure, { message: read.message }));
      return false;
    }
  };

  /** `notifyClient`: for Cancelar, whether the client is e-mailed that the booking is off (the server's default: yes). */
  const setStatus = (action: StatusAction, notifyClient?: boolean) =>
    run(() =>
      attempt(() => updateAppointment({ id: appointment.id, changes: { status: STATUS_SET[action] }, notifyClient }).unwrap(), `toasts.${action}`, 'toasts.statusFailed'),
    );
  const remove = (notifyClient = true) => run(() => attempt(() => deleteAppointment({ id: appointment.id, notifyClient }).unwrap(), 'toasts.deleted', 'toasts.deleteFailed'));

  return { busy, setStatus, remove, finish: () => run(() => finalize(appointment)), comanda: () => run(() => openComanda(appointment)) };
}
