import { setNestedObjectValues, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import { readFailure, signedOutBy } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../lib/money';
import { amountToPay, tipsTotal, cartDeposit, cartTotal, changeFor, checkoutPayments, firstMethod, saleFields, type SaleForm } from './cart';
import { PixCharge, ProviderPixCharge } from './PixCode';
import { serverErrors } from './saleForm';
import { useCreateSaleMutation } from './salesApi';
import './locales';

/**
 * Finalizar: a negative total gets the 'Ops' dialog and nothing is sent; otherwise the form's checks, then
 * 'Finalizar venda?' (a split lists its payments; each Pix payment shows its QR code and copia e cola, and the
 * button says the Pix was received), then the POST. A refusal (422) shows under its line and field (a payment's
 * under its row, the payments' sum under the list); a failure with an unknown outcome (no answer, 5xx) keeps the
 * cart as it is, Pix references included, so Finalizar again sends the same body with the same Idempotency-Key
 * and the server records the sale once.
 */
export function SaleSubmit({ salonId, pixByProvider = false, onRefused }: { salonId: number; pixByProvider?: boolean; onRefused(messages: string[]): void }) {
  const { t, i18n } = useTranslation('sales');
  const navigate = useNavigate();
  const form = useFormikContext<SaleForm>();
  const [createSale, { isLoading }] = useCreateSaleMutation();
  const [dialog, setDialog] = useState<'negative' | 'confirm' | null>(null);
  // Two taps in the same instant both reach here before the button disables: the second is dropped. Once the sale
  // is made it stays set: the confirmation is still on screen until the receipt replaces the page, and a second tap
  // landing after the answer (a double tap on a slow tablet) must not send the sale again.
  const sending = useRef(false);
  const empty = form.values.items.length === 0;
  const payment = firstMethod(form.values);
  const payments = checkoutPayments(form.values);
  const pix = payments.filter((p) => p.method === 'pix');
  // Through the provider, Finalizar waits for each Pix to be paid (its signed notice; ProviderPixCharge).
  const waitingPix = pixByProvider && pix.some((p) => !form.values.pixCharges?.[p.reference ?? '']?.paid || p.pix_charge_id == null);
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const total = formatMoney(Math.max(cartTotal(form.values.items), 0) + tipsTotal(form.values.tips), locale);
  const deposit = cartDeposit(form.values.items);
  // With a paid deposit the question names what the client still pays, the deposit taken off.
  const question = (paymentName: string) =>
    deposit > 0
      ? t('confirm.messageDeposit', { due: formatMoney(amountToPay(form.values), locale), payment: paymentName, deposit: formatMoney(deposit, locale) })
      : t('confirm.message', { total, payment: paymentName });

  async function finalize() {
    if (cartTotal(form.values.items) < 0) return setDialog('negative');
    const errors = await form.validateForm();
    void form.setTouched(setNestedObjectValues(form.values, true), false);
    if (Object.keys(errors).length === 0) setDialog('confirm');
  }

  async function confirmed() {
    const values = form.values;
    if (sending.current || firstMethod(values) === null) return;
    sending.current = true;
    onRefused([]);
    try {
      const sale = await createSale({ salonId, fields: saleFields(values) }).unwrap();
      toast.success(t('toasts.created'));
      // Replaced, so Back does not reopen a cart that was already sold.
      navigate(`/sales/${sale.id}`, { replace: true });
    } catch (error) {
      sending.current = false;
      setDialog(null);
      const failure = readFailure(error);
      if (signedOutBy(failure)) return;
      if (failure.status === 422 || (failure.status === 409 && Object.keys(failure.fields).length > 0)) {
        const { errors, general } = serverErrors(failure.fields, values.items.length, values.split ? values.payments.length : 0);
        form.setErrors(errors);
        onRefused(general.length > 0 || Object.keys(errors).length > 0 ? general : [failure.message]);
      } else if (failure.status === null || failure.status >= 500 || failure.status === 408) {
        toast.error(t('toasts.retry', { message: failure.message }), { toastId: 'sale-retry' });
      } else {
        toast.error(t('toasts.failed', { message: failure.message }));
      }
    }
  }

  return (
    <>
      <Button type="button" color="success" size="lg" className="w-100 sale-finalize" disabled={empty || isLoading} onClick={() => void finalize()}>
        {isLoading && <Spinner size="sm" className="me-2" />}
        {t('checkout.finalize')}
      </Button>
      {empty && <div className="form-text text-center">{t('checkout.addFirst')}</div>}
      <ConfirmDialog
        isOpen={dialog === 'confirm'}
        title={t('confirm.title')}
        message={form.values.split ? question(t('confirm.payments', { count: payments.length })) : payment ? question(t(`payment.${payment}`)) : undefined}
        confirmLabel={pix.length > 0 && !pixByProvider ? t('confirm.pixReceived') : t('confirm.yes')}
        confirmDisabled={waitingPix}
        cancelLabel={t('confirm.back')}
        confirmColor="primary"
        busy={isLoading}
        onConfirm={() => void confirmed()}
        onCancel={() => setDialog(null)}
      >
        {form.values.split && (
          <ul className="sale-confirm__payments">
            {payments.map((p, index) => {
              const change = p.method === 'cash' && p.received != null ? changeFor(p.amount, p.received) : null;
              return (
                <li key={index}>
                  <span>{t(`payment.${p.method}`)}</span> <strong>{formatMoney(p.amount, locale)}</strong>
                  {change !== null && p.received != null && (
                    <div className="small">{t('confirm.cash', { received: formatMoney(p.received, locale), change: formatMoney(change, locale) })}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {pix.map((p) =>
          pixByProvider ? (
            <ProviderPixCharge key={p.reference} salonId={salonId} amount={p.amount} reference={p.reference ?? ''} />
          ) : (
            <PixCharge key={p.reference} salonId={salonId} amount={p.amount} reference={p.reference ?? ''} />
          ),
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'negative'}
        title={t('negative.title')}
        message={t('negative.message')}
        confirmLabel={t('negative.ok')}
        cancelLabel={null}
        confirmColor="primary"
        onConfirm={() => setDialog(null)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
