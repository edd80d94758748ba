import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormFeedback, FormGroup, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure, signedOutBy } from '../../api/errors';
import { useCancelSaleMutation } from './salesApi';
import './locales';

/** Matches the server's limit (server/contract/sales.ts SaleCancelBody). */
const REASON_MAX = 500;

/**
 * Estorno: the sale is canceled with a reason, never deleted (stock returns, its appointments reopen, it leaves
 * the reports). The reason is required; the page shows the canceled sale once the server confirms.
 */
export function CancelSaleDialog({ saleId, isOpen, onClose }: { saleId: number; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('sales');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelSale, { isLoading }] = useCancelSaleMutation();

  async function confirm() {
    const text = reason.trim();
    if (!text) return setError(t('validation.reason'));
    try {
      await cancelSale({ id: saleId, reason: text }).unwrap();
      toast.success(t('toasts.canceled'));
      setReason('');
      onClose();
    } catch (failed) {
      const failure = readFailure(failed);
      if (signedOutBy(failure)) return;
      setError(failure.fields.reason ?? failure.message);
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={isLoading ? undefined : onClose} centered labelledBy={titleId}>
      <ModalHeader toggle={isLoading ? undefined : onClose} id={titleId}>
        {t('cancel.title')}
      </ModalHeader>
      <ModalBody>
        <p>{t('cancel.message')}</p>
        <FormGroup className="mb-0">
          <Label for="cancel-reason">{t('cancel.reason')}</Label>
          <Input
            id="cancel-reason"
            type="textarea"
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            invalid={Boolean(error)}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error && <FormFeedback id="cancel-reason-error">{error}</FormFeedback>}
        </FormGroup>
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose} disabled={isLoading}>
          {t('cancel.back')}
        </Button>
        <Button color="danger" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && <Spinner size="sm" className="me-2" />}
          {t('cancel.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
