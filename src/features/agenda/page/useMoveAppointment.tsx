import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { formatDate } from '../../../lib/dates';
import type { Employee } from '../../staff/staffApi';
import { agendaApi, useUpdateAppointmentMutation, type AgendaRange, type Appointment } from '../agendaApi';
import { clock, fromEpoch, toDay } from '../agendaDates';
import { MoveToast } from './AgendaNotices';
import '../locales';

/** Where an appointment sits: what a drag (time, professional) or a resize (duration) changes. */
export type Placement = Pick<Appointment, 'start_at' | 'employee_id' | 'duration'>;

const UNDO_SECONDS = 5;
const placementOf = ({ start_at, employee_id, duration }: Appointment): Placement => ({ start_at, employee_id, duration });
const samePlace = (a: Placement, b: Placement) => a.start_at === b.start_at && a.employee_id === b.employee_id && a.duration === b.duration;

/**
 * Drag and drop: the appointment moves on screen at once (the range's cached list is patched), the server is
 * asked, and a refusal (409: the slot is taken, or blocked) puts it back with the server's words. A move that
 * went through can be undone for 5 seconds: the old start, professional and duration are sent back.
 */
export function useMoveAppointment(range: AgendaRange | null, employees: ReadonlyMap<number, Employee>) {
  const { t, i18n } = useTranslation('agenda');
  const dispatch = useAppDispatch();
  const [update] = useUpdateAppointmentMutation();

  async function place(appointment: Appointment, to: Placement): Promise<boolean> {
    const patch = range
      ? dispatch(
          agendaApi.util.updateQueryData('getAppointments', range, (list) => {
            const found = list.find((item) => item.id === appointment.id);
            if (found) Object.assign(found, to);
          }),
        )
      : null;
    try {
      await update({ id: appointment.id, changes: to }).unwrap();
      return true;
    } catch (error) {
      patch?.undo();
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(t('move.failed', { message: failure.message }));
      return false;
    }
  }

  function describe(before: Appointment, after: Placement): string {
    const start = fromEpoch(after.start_at);
    const sameDay = toDay(start) === toDay(fromEpoch(before.start_at));
    const time = sameDay ? clock(start) : formatDate(start, "EEE dd/MM HH:mm", i18n.language);
    const professional = employees.get(after.employee_id)?.name ?? before.employee.name;
    const onlyLonger = after.start_at === before.start_at && after.employee_id === before.employee_id;
    if (onlyLonger) return t('move.resized', { client: before.client.name, end: clock(fromEpoch(after.start_at + after.duration)) });
    return t('move.moved', { client: before.client.name, time, professional });
  }

  return async function move(appointment: Appointment, to: Placement) {
    const from = placementOf(appointment);
    if (samePlace(from, to) || !(await place(appointment, to))) return;
    const moved = { ...appointment, ...to };
    const undo = () => {
      toast.dismiss(toastId);
      void place(moved, from).then((done) => done && toast.info(t('move.undone')));
    };
    const toastId = toast.success(<MoveToast text={describe(appointment, to)} onUndo={undo} />, {
      autoClose: UNDO_SECONDS * 1000,
      closeOnClick: false,
    });
  };
}
