import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, FormFeedback, FormGroup, Input, Label, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { useFocusReturn } from '../../components/useFocusReturn';
import { BookingsAhead, useBookingsAhead } from './BookingsAhead';
import { useEraseClientMutation, type Client } from './clientsApi';
import './locales';

const focusInput = () => document.getElementById('erase-confirm-name')?.focus();

/** As the server compares them: spaces at the ends and doubled inside do not count. */
const tidy = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

interface Props {
  client: Client;
  isOpen: boolean;
  onClose(): void;
}

/**
 * 'Apagar dados do cliente' (LGPD erasure): says what goes and what stays, and asks for the client's name typed
 * out, so it is never one click away. The button wakes up only when the name matches.
 */
export function EraseClientDialog({ client, isOpen, onClose }: Props) {
  const { t } = useTranslation('clients');
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [erase, erasing] = useEraseClientMutation();
  const focusReturn = useFocusReturn(isOpen);
  const matches = tidy(typed) === tidy(client.name);
  const ahead = useBookingsAhead(isOpen ? client.id : null);
  const [futureBookings, setFutureBookings] = useState<'cancel' | 'keep'>('cancel');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || erasing.isLoading) return;
    setError(null);
    try {
      await erase({ id: client.id, confirmName: typed, futureBookings: ahead.length > 0 ? futureBookings : undefined }).unwrap();
      toast.success(t('erase.done'));
      onClose();
    } catch (failure) {
      // readFailure names the fields as the forms do: confirm_name comes back as confirmName.
      const { fields, message } = readFailure(failure);
      setError(fields.confirmName ?? t('erase.failed', { message: fields.base ?? message }));
    }
  }

  function closed() {
    setTyped('');
    setFutureBookings('cancel');
    setError(null);
    focusReturn.onClosed();
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy={titleId} onOpened={focusInput} onClosed={closed} returnFocusAfterClose={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ModalHeader toggle={onClose} id={titleId}>{t('erase.title')}</ModalHeader>
        <ModalBody>
          <p>{t('erase.intro', { name: client.name })}</p>
          <Alert color="warning" className="small py-2">{t('erase.undoable')}</Alert>
          {ahead.length > 0 && <BookingsAhead bookings={ahead} choice={futureBookings} onChoice={setFutureBookings} />}
          <FormGroup className="mb-0">
            <Label for="erase-confirm-name">
              {t('erase.label')} <strong className="text-break">{client.name}</strong>
            </Label>
            <Input
              id="erase-confirm-name"
              value={typed}
              autoComplete="off"
              invalid={Boolean(error) || (typed !== '' && !matches)}
              aria-describedby="erase-confirm-name-error"
              onChange={(event) => setTyped(event.target.value)}
            />
            <FormFeedback id="erase-confirm-name-error">{error ?? (typed !== '' && !matches ? t('erase.mismatch') : null)}</FormFeedback>
          </FormGroup>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={onClose} disabled={erasing.isLoading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="danger" disabled={!matches || erasing.isLoading} aria-busy={erasing.isLoading}>
            {erasing.isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('erase.confirm')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}
