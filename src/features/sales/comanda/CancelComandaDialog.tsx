import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormGroup, Input, Label } from 'reactstrap';
import { readFailure, signedOutBy } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCancelComandaMutation, type Comanda } from '../salesApi';
import '../locales';

/** Cancelar comanda: the visit ends without a sale (the reason is optional); its appointment stays as it was. */
export function CancelComandaDialog({ comanda, isOpen, onClose }: { comanda: Comanda; isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('sales');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [cancel, { isLoading }] = useCancelComandaMutation();

  async function confirmed() {
    try {
      await cancel({ id: comanda.id, reason: reason.trim() || null }).unwrap();
      toast.success(t('comanda.canceled'));
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(failure.message);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      isOpen={isOpen}
      busy={isLoading}
      title={t('comanda.cancelTitle', { number: comanda.number })}
      message={t('comanda.cancelMessage')}
      confirmLabel={t('comanda.cancelConfirm')}
      cancelLabel={t('confirm.back')}
      onConfirm={() => void confirmed()}
      onCancel={onClose}
    >
      <FormGroup className="mt-3 mb-0">
        <Label for={reasonId}>{t('comanda.cancelReason')}</Label>
        <Input id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </FormGroup>
    </ConfirmDialog>
  );
}
