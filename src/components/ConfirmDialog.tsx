import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useFocusReturn } from './useFocusReturn';

interface Props {
  isOpen: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  /** The way back; null leaves a single button (a notice that only needs to be read). */
  cancelLabel?: string | null;
  /** 'danger' for deletes (the default); 'primary' when the confirmation goes ahead with something harmless. */
  confirmColor?: 'danger' | 'primary';
  busy?: boolean;
  /** The confirmation waits for something (a Pix being paid): its button is off, the way back is not. */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** More to choose before confirming, under the message (a checkbox). */
  children?: ReactNode;
}

/** 'Você tem certeza?' before anything is deleted, and any other question with two ways out. */
export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, confirmColor = 'danger', busy = false, confirmDisabled = false, onConfirm, onCancel, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const focusReturn = useFocusReturn(isOpen);
  return (
    <Modal isOpen={isOpen} toggle={onCancel} centered size="sm" labelledBy={titleId} {...focusReturn}>
      <ModalHeader toggle={onCancel} id={titleId}>{title ?? t('common.areYouSure')}</ModalHeader>
      {(message || children) && (
        <ModalBody>
          {message}
          {children}
        </ModalBody>
      )}
      <ModalFooter>
        {cancelLabel !== null && (
          <Button color="secondary" outline onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button color={confirmColor} onClick={onConfirm} disabled={busy || confirmDisabled}>
          {busy && <Spinner size="sm" className="me-2" />}
          {confirmLabel ?? t('common.delete')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
