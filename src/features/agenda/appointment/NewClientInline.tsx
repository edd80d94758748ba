import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormFeedback, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { readFailure, signedOutBy, type DuplicateMatch } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { DuplicateDialog } from '../../../components/DuplicateDialog';
import { isCompletePhone, maskPhone } from '../../../lib/masks';
import { selectSalonId } from '../../salon/sessionSlice';
import { useCreateClientMutation } from '../../clients/clientsApi';
import type { ChosenClient } from './appointmentForm';
import '../locales/appointments';

/** What was typed in the search becomes the name, or the phone when it is digits. */
const looksLikePhone = (text: string) => /^[\d\s()+-]+$/.test(text) && /\d{2}/.test(text);

interface Props {
  typed: string;
  onCreated(client: ChosenClient): void;
  onBack(): void;
}

/**
 * 'Novo cliente' inside the appointment modal: name and phone, saved without leaving the booking. Not a <form>
 * (it sits inside the appointment's), so Enter is caught here rather than submitting the appointment.
 */
export function NewClientInline({ typed, onCreated, onBack }: Props) {
  const { t } = useTranslation('appointments');
  const salonId = useAppSelector(selectSalonId) ?? 0;
  const [createClient, { isLoading }] = useCreateClientMutation();
  const [name, setName] = useState(looksLikePhone(typed) ? '' : typed);
  const [phone, setPhone] = useState(looksLikePhone(typed) ? maskPhone(typed) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [duplicate, setDuplicate] = useState<DuplicateMatch | null>(null);

  async function create(allowDuplicate = false) {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('client.errors.name');
    if (phone.trim() && !isCompletePhone(phone)) found.phone = t('client.errors.phone');
    setErrors(found);
    if (Object.keys(found).length > 0 || isLoading) return;
    try {
      const client = await createClient({ salonId, input: { name: name.trim(), phone: phone.trim() }, avatar: null, allowDuplicate }).unwrap();
      toast.success(t('toasts.clientCreated'));
      onCreated({ id: client.id, name: client.name });
    } catch (error) {
      const failure = readFailure(error);
      if (failure.duplicate) setDuplicate(failure.duplicate);
      else if (!signedOutBy(failure)) setErrors(Object.keys(failure.fields).length > 0 ? failure.fields : { name: failure.message });
    }
  }

  const enterCreates = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void create();
  };

  return (
    <div className="new-client-inline border rounded p-3" role="group" aria-labelledby="new-client-title">
      <p id="new-client-title" className="fw-semibold mb-2">{t('client.new')}</p>
      <FormGroup>
        <Label for="new-client-name">{t('client.name')}</Label>
        <Input id="new-client-name" value={name} autoFocus invalid={Boolean(errors.name)} onChange={(e) => setName(e.target.value)} onKeyDown={enterCreates} />
        {errors.name && <FormFeedback>{errors.name}</FormFeedback>}
      </FormGroup>
      <FormGroup>
        <Label for="new-client-phone">{t('client.phone')}</Label>
        <Input id="new-client-phone" type="tel" inputMode="tel" value={phone} invalid={Boolean(errors.phone)} onChange={(e) => setPhone(maskPhone(e.target.value))} onKeyDown={enterCreates} />
        {errors.phone && <FormFeedback>{errors.phone}</FormFeedback>}
      </FormGroup>
      <div className="d-flex gap-2 justify-content-end">
        <Button type="button" color="secondary" outline size="sm" onClick={onBack} disabled={isLoading}>
          {t('client.back')}
        </Button>
        <Button type="button" color="primary" size="sm" onClick={() => void create()} disabled={isLoading}>
          {isLoading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('client.create')}
        </Button>
      </div>
      <DuplicateDialog
        duplicate={duplicate}
        kind="client"
        busy={isLoading}
        onContinue={() => {
          setDuplicate(null);
          void create(true);
        }}
        onBack={() => setDuplicate(null)}
      />
    </div>
  );
}
