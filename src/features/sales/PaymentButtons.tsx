import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { PAYMENT_BUTTONS, startSplit, type SaleForm } from './cart';
import './locales';

/**
 * Dinheiro, Cartão Débito, Cartão Crédito, Pix, Outro: one tap chooses (and shows as chosen) one payment of the whole
 * amount due. Dividir pagamento (while something is due) turns the choice into the first payment of a split.
 */
export function PaymentButtons({ due }: { due: number }) {
  const { t } = useTranslation('sales');
  const { values, setValues } = useFormikContext<SaleForm>();
  const [field, meta, helpers] = useField<SaleForm['paymentType']>('paymentType');
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className="mb-3">
      <div id="payment-label" className="form-label">
        {t('checkout.payment')}
      </div>
      <div className="sale-payments" role="group" aria-labelledby="payment-label" aria-describedby={error ? 'payment-error' : undefined}>
        {PAYMENT_BUTTONS.map((type) => (
          <Button
            key={type}
            type="button"
            color="primary"
            outline={field.value !== type}
            aria-pressed={field.value === type}
            onClick={() => void helpers.setValue(type)}
          >
            {t(`payment.${type}`)}
          </Button>
        ))}
      </div>
      {error && (
        <div className="invalid-feedback d-block" id="payment-error">
          {error}
        </div>
      )}
      {due > 0 && (
        <Button type="button" color="link" className="sale-split__toggle" onClick={() => void setValues({ ...values, split: true, payments: startSplit(values, due) })}>
          {t('split.start')}
        </Button>
      )}
    </div>
  );
}
