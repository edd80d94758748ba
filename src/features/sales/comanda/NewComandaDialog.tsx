import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure, signedOutBy } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { selectSalonId } from '../../salon/sessionSlice';
import { ClientChooser, type ChosenClient } from '../SaleClientPicker';
import { useOpenComandaMutation } from '../salesApi';
import '../locales';

/** Nova comanda for a walk-in: the client is optional (someone not on file stays unnamed); it opens the comanda's page. */
export function NewComandaDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation('sales');
  const salonId = useAppSelector(selectSalonId);
  const navigate = useNavigate();
  const [client, setClient] = useState<ChosenClient>(null);
  const [open, { isLoading }] = useOpenComandaMutation();

  async function confirmed() {
    if (!salonId) return;
    try {
      const comanda = await open({ salonId, clientId: client?.id ?? null }).unwrap();
      onClose();
      navigate(`/comandas/${comanda.id}`);
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(Object.values(failure.fields)[0] ?? failure.message);
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} onClosed={() => setClient(null)} labelledBy="new-comanda-title">
      <ModalHeader toggle={onClose}>
        <span id="new-comanda-title">{t('comanda.new')}</span>
      </ModalHeader>
      <ModalBody>
        <ClientChooser id="new-comanda-client" label={t('comanda.client')} value={client} onChange={setClient} hint={t('comanda.clientHint')} />
      </ModalBody>
      <ModalFooter>
        <Button type="button" color="secondary" outline onClick={onClose}>
          {t('confirm.back')}
        </Button>
        <Button type="button" color="primary" disabled={isLoading} onClick={() => void confirmed()}>
          {isLoading && <Spinner size="sm" className="me-2" />}
          {t('comanda.openIt')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
