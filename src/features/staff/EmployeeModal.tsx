import { Modal } from 'reactstrap';
import { EmployeeForm } from './EmployeeForm';
import type { Employee } from './staffApi';

interface Props {
  isOpen: boolean;
  /** null: 'Novo Profissional'. */
  employee: Employee | null;
  /** The plan has no seat left: a new member starts without 'atende clientes'. */
  seatsFull: boolean;
  onClose(): void;
}

/**
 * The professional's modal. Its contents mount on every opening, so the form and the tab start fresh. A tap
 * outside does not close it: on a tablet that would throw away what was typed.
 */
export function EmployeeModal({ isOpen, employee, seatsFull, onClose }: Props) {
  // The dialog takes focus when it opens; a new professional starts with typing the name, unless the
  // user was quicker than the fade-in and is already typing somewhere.
  const focusName = () => {
    if (employee === null && !(document.activeElement instanceof HTMLInputElement)) document.getElementById('field-name')?.focus();
  };
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      onOpened={focusName}
      size="lg"
      fullscreen="sm"
      scrollable
      backdrop="static"
      labelledBy="employee-modal-title"
    >
      <EmployeeForm employee={employee} seatsFull={seatsFull} onClose={onClose} />
    </Modal>
  );
}
