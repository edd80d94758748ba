import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalBody, ModalHeader } from 'reactstrap';
import { useAppSelector } from '../../../app/hooks';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { selectUser } from '../../salon/sessionSlice';
import { useGetClientQuery } from '../../clients/clientsApi';
import type { Appointment } from '../agendaApi';
import { AppointmentForm } from './AppointmentForm';
import { initialValues, type AppointmentDraft } from './appointmentForm';
import { useModalLists } from './useModalLists';
import './appointmentModals.css';
import '../locales/appointments';

interface Props {
  isOpen: boolean;
  /** null: a new appointment. */
  appointment: Appointment | null;
  draft: AppointmentDraft | null;
  onClose(): void;
}

/**
 * The new/edit appointment modal: full-screen on phones, and a tap outside does not close it (on a tablet that
 * would throw away what was typed). Its contents mount on every opening, so each starts from its defaults.
 */
export function AppointmentModal({ isOpen, appointment, draft, onClose }: Props) {
  return (
    <Modal isOpen={isOpen} toggle={onClose} size="lg" fullscreen="sm" scrollable backdrop="static" labelledBy="appointment-modal-title">
      <AppointmentLoader appointment={appointment} draft={draft} onClose={onClose} />
    </Modal>
  );
}

/** The defaults need the professionals (the user's own column, or the first) and the draft's client. */
function AppointmentLoader({ appointment, draft, onClose }: Omit<Props, 'isOpen'>) {
  const { t } = useTranslation('appointments');
  const { salonId, employees, employeesLoading, categories } = useModalLists();
  const selfId = useAppSelector(selectUser)?.employee_id ?? null;
  const clientId = appointment ? null : (draft?.clientId ?? null);
  const client = useGetClientQuery(clientId ?? skipToken);
  const [start, setStart] = useState<ReturnType<typeof initialValues> | null>(null);
  const ready = !employeesLoading && !(clientId !== null && client.isLoading);

  // Computed once, when what the defaults need has arrived; later refetches never reset what is being typed.
  if (ready && start === null) {
    const chosen = client.data ? { id: client.data.id, name: client.data.name } : null;
    setStart(initialValues(appointment, draft, { employees, selfId, client: chosen }));
  }

  if (!start) {
    return (
      <>
        <ModalHeader toggle={onClose}>
          <span id="appointment-modal-title">{t(appointment ? 'form.editTitle' : 'form.newTitle')}</span>
        </ModalHeader>
        <ModalBody className="position-relative appointment-loading">
          <LoadingOverlay active />
        </ModalBody>
      </>
    );
  }
  return <AppointmentForm appointment={appointment} initial={start} salonId={salonId} employees={employees} categories={categories} onClose={onClose} />;
}
