import { createPortal } from 'react-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectSalonId } from '../../salon/sessionSlice';
import type { Appointment } from '../agendaApi';
import { AppointmentDetailModal } from '../appointment/AppointmentDetailModal';
import { AppointmentModal } from '../appointment/AppointmentModal';
import { BlockedTimeModal } from '../blocks/BlockedTimeModal';
import { BlockTimeModal } from '../blocks/BlockTimeModal';
import OpenComandasBar from './OpenComandasBar';
import type { AgendaModalsState } from './useAgendaModals';

interface Props {
  modals: AgendaModalsState;
  /** The appointment shown in the detail modal, as the day's list has it now. */
  detail: Appointment | null;
  /** Where the page keeps room for the open comandas' bar, under its toolbar (drawn from this chunk, off the first load). */
  comandasSlot: HTMLElement | null;
}

/**
 * The agenda's four modals, with their forms (Formik, yup), the client picker and the history: a chunk of their own
 * (AgendaPage loads it once the day is on screen), so the agenda's first paint does not wait for them; and the open
 * comandas' bar, drawn into the page's slot for it.
 */
export default function AgendaModals({ modals, detail, comandasSlot }: Props) {
  const salonId = useAppSelector(selectSalonId);
  return (
    <>
      {comandasSlot && salonId && createPortal(<OpenComandasBar salonId={salonId} />, comandasSlot)}
      <AppointmentModal isOpen={modals.form.open} appointment={modals.form.appointment} draft={modals.form.draft} onClose={modals.closeForm} />
      <AppointmentDetailModal appointment={detail} onClose={modals.closeDetail} onEdit={modals.edit} />
      <BlockTimeModal isOpen={modals.blockForm.open} draft={modals.blockForm.draft} onClose={modals.closeBlockForm} />
      <BlockedTimeModal blockedTime={modals.blocked} onClose={modals.closeBlocked} />
    </>
  );
}
