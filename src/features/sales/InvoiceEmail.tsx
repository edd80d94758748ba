import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormFeedback, Input, InputGroup, Label, Spinner } from 'reactstrap';
import { useSendInvoiceMutation } from './salesApi';
import './locales';

/** The sign-up form's e-mail rule (spec section 5): something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The invoice by e-mail: prefilled with the client's, Enviar queues it (202). The spec keeps the result off the
 * screen when it fails (errors swallowed); only a malformed address is caught here, before anything is sent.
 */
export function InvoiceEmail({ saleId, initial }: { saleId: number; initial: string }) {
  const { t } = useTranslation('sales');
  const [email, setEmail] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const [sendInvoice, { isLoading }] = useSendInvoiceMutation();

  async function send(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setInvalid(true);
    setInvalid(false);
    try {
      await sendInvoice({ id: saleId, email: address }).unwrap();
      toast.success(t('toasts.invoiceSent', { email: address }));
    } catch {
      // Spec section 7: the result of send-invoice is ignored and its errors swallowed.
    }
  }

  return (
    <form className="invoice-email" onSubmit={(event) => void send(event)} noValidate>
      <Label for="invoice-email">{t('view.email')}</Label>
      <InputGroup>
        <Input
          id="invoice-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          invalid={invalid}
          placeholder={t('view.emailPlaceholder')}
          aria-describedby={invalid ? 'invoice-email-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" color="primary" disabled={isLoading || email.trim() === ''}>
          {isLoading && <Spinner size="sm" className="me-2" />}
          {t('view.send')}
        </Button>
        {invalid && <FormFeedback id="invoice-email-error">{t('validation.email')}</FormFeedback>}
      </InputGroup>
    </form>
  );
}
