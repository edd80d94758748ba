import type { Appointment } from '../agendaApi';
import { AppointmentDetailModal } from '../appointment/AppointmentDetailModal';
import { AppointmentModal } from '../appointment/AppointmentModal';
import { BlockedTimeModal } from '../blocks/BlockedTimeModal';
import { BlockTimeModal } from '../blocks/BlockTimeModal';
import type { AgendaModalsState } from './useAgendaModals';

interface Props {
  modals: AgendaModalsState;
  /** The appointment shown in the detail modal, as the day's list has it now. */
  detail: Appointment | null;
}

/**
 * The agenda's four modals, with their forms (Formik, yup), the client picker and the history: a chunk of their own
 * (AgendaPage loads it once the day is on screen), so the agenda's first paint does not wait for them.
 */
export default function AgendaModals({ modals, detail }: Props) {
  return (
    <>
      <AppointmentModal isOpen={modals.form.open} appointment={modals.form.appointment} draft={modals.form.draft} onClose={modals.closeForm} />
      <AppointmentDetailModal appointment={detail} onClose={modals.closeDetail} onEdit={modals.edit} />
      <BlockTimeModal isOpen={modals.blockForm.open} draft={modals.blockForm.draft} onClose={modals.closeBlockForm} />
      <BlockedTimeModal blockedTime={modals.blocked} onClose={modals.closeBlocked} />
    </>
  );
}
