import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';

interface Props {
  isOpen: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Você tem certeza?' before anything is deleted. */
export function ConfirmDialog({ isOpen, title, message, confirmLabel, busy = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} toggle={onCancel} centered size="sm" labelledBy={titleId}>
      <ModalHeader toggle={onCancel} id={titleId}>{title ?? t('common.areYouSure')}</ModalHeader>
      {message && <ModalBody>{message}</ModalBody>}
      <ModalFooter>
        <Button color="secondary" outline onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color="danger" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" />}
          {confirmLabel ?? t('common.delete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
