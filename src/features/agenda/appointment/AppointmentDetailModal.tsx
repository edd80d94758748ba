import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useCan } from '../../salon/useCan';
import type { Appointment } from '../agendaApi';
import { AppointmentFacts } from './AppointmentFacts';
import { AppointmentHistory } from './AppointmentHistory';
import { DetailActions } from './DetailActions';
import { MovePanel } from './MovePanel';
import { WhatsAppLink } from './WhatsAppLink';
import './appointmentModals.css';
import '../locales/appointments';

interface Props {
  /** null: closed. */
  appointment: Appointment | null;
  onClose(): void;
  onEdit(appointment: Appointment): void;
}

/** A booked cell's modal: the appointment, its lifecycle buttons, 'Mover', the WhatsApp reminder and, for the owner, its history. */
export function AppointmentDetailModal({ appointment, onClose, onEdit }: Props) {
  // The last one shown stays while the modal fades out, rather than the modal emptying as it goes.
  const [shown, setShown] = useState(appointment);
  if (appointment && appointment !== shown) setShown(appointment);
  return (
    <Modal isOpen={appointment !== null} toggle={onClose} fullscreen="sm" scrollable labelledBy="appointment-detail-title">
      {shown && <AppointmentDetail key={shown.id} appointment={shown} onClose={onClose} onEdit={onEdit} />}
    </Modal>
  );
}

function AppointmentDetail({ appointment, onClose, onEdit }: { appointment: Appointment; onClose(): void; onEdit(a: Appointment): void }) {
  const { t } = useTranslation('appointments');
  const [moving, setMoving] = useState(false);
  const auditTrail = useCan('auditTrail');
  return (
    <>
      <ModalHeader toggle={onClose}>
        <span id="appointment-detail-title">{t('detail.title', { client: appointment.client.name })}</span>
      </ModalHeader>
      <ModalBody>
        <AppointmentFacts appointment={appointment} />
        {appointment.status === 'new' && !moving && <WhatsAppLink appointment={appointment} />}
        {moving && <MovePanel appointment={appointment} onMoved={onClose} onBack={() => setMoving(false)} />}
        {auditTrail && !moving && <AppointmentHistory id={appointment.id} />}
      </ModalBody>
      {!moving && (
        <ModalFooter>
          <DetailActions appointment={appointment} onEdit={() => onEdit(appointment)} onMove={() => setMoving(true)} onDone={onClose} />
        </ModalFooter>
      )}
    </>
  );
}
