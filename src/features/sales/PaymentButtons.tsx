import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { PAYMENT_BUTTONS, type SaleForm } from './cart';
import './locales';

/** Dinheiro, Cartão Débito, Cartão Crédito, Pix, Outro: one tap chooses (and shows as chosen). */
export function PaymentButtons() {
  const { t } = useTranslation('sales');
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
    </div>
  );
}
