import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormGroup, Input, Label } from 'reactstrap';
import { Money } from '../../components/Money';
import { MoneyField } from '../../components/MoneyField';
import { formatMoneyInput } from '../../lib/money';
import { amountToPay, cartDeposit, cartTotal, changeFor, type SaleForm } from './cart';
import { TipFields } from './TipFields';
import type { Employee } from '../staff/staffApi';
import { PaymentButtons } from './PaymentButtons';
import { CardFields } from './CardFields';
import { PaymentSplit } from './PaymentSplit';
import { SaleClientPicker } from './SaleClientPicker';
import { SaleSubmit } from './SaleSubmit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import './locales';

/**
 * The checkout: client, the read-only Valor (0 while the total is negative: spec section 5), the Pix deposit
 * already paid and what is left to receive, the payment (one tap for one payment of it all, with the cash handed
 * over and its change; or Dividir pagamento, several payments adding up to it), and Finalizar. `general`: what the
 * server refused about the whole sale.
 */
export function SaleCheckout({ salonId, employees = [] }: { salonId: number; employees?: Employee[] }) {
  const { t, i18n } = useTranslation('sales');
  const { values } = useFormikContext<SaleForm>();
  const [general, setGeneral] = useState<string[]>([]);
  // Pix through the payment provider, confirmed by its notice, or the salon's key, confirmed by the cashier.
  const pixByProvider = useGetSalonSettingsQuery(salonId || skipToken).data?.pix_by_provider ?? false;
  const total = cartTotal(values.items);
  const shown = Math.max(total, 0);
  const deposit = cartDeposit(values.items);
  // What the client pays: the sale (less its deposits) and the tips on top (issue 30 item 4).
  const due = amountToPay(values);
  const change = values.paymentType === 'cash' ? changeFor(due, values.received) : null;
  const single = !values.split;

  return (
    <div className="card sale-checkout">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('checkout.title')}</h2>
        <SaleClientPicker />
        <FormGroup>
          <Label for="sale-valor">{t('checkout.value')}</Label>
          <Input id="sale-valor" readOnly value={formatMoneyInput(shown, i18n.language === 'en' ? 'en-US' : 'pt-BR')} className="sale-valor" />
        </FormGroup>
        {deposit > 0 && (
          <dl className="sale-deposit">
            <dt>{t('checkout.deposit')}</dt>
            <dd data-testid="sale-deposit"><Money cents={-deposit} table /></dd>
            <dt className="sale-deposit__due">{t('checkout.due')}</dt>
            <dd className="sale-deposit__due" data-testid="sale-due"><Money cents={due} table /></dd>
          </dl>
        )}
        <TipFields employees={employees} />
        {single ? <PaymentButtons due={due} /> : <PaymentSplit due={due} />}
        {single && due > 0 && <CardFields prefix="card" method={values.paymentType} />}
        {single && values.paymentType === 'cash' && (
          <div className="sale-cash">
            <MoneyField name="received" label={t('checkout.received')} />
            <div className="sale-cash__change" role="status">
              <span>{t('checkout.change')}</span>
              <strong data-testid="sale-change">{change === null ? '—' : <Money cents={change} table />}</strong>
            </div>
          </div>
        )}
        {general.length > 0 && (
          <Alert color="danger" className="py-2">
            {general.join(' ')}
          </Alert>
        )}
        <SaleSubmit salonId={salonId} pixByProvider={pixByProvider} onRefused={setGeneral} />
      </div>
    </div>
  );
}
