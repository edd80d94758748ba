import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { MaskedField } from '../../components/MaskedField';
import { TextField } from '../../components/TextField';
import { BRAND_NAMES, cardBrand, digitsOf, formatCardNumber, formatExpiry } from './card';
import type { SubscribeValues } from './subscribeForm';
import './locales';

/** Holder, number (its brand shown as it is recognised), expiry and code; the browser's card autofill works on them. */
export function CardFields() {
  const { t } = useTranslation('plan');
  const { values } = useFormikContext<SubscribeValues>();
  const brand = cardBrand(values.number);
  return (
    <div className="plan-card-fields">
      <TextField name="holder" label={t('form.holder')} autoComplete="cc-name" autoCapitalize="characters" />
      <div className="plan-card-number">
        <MaskedField name="number" label={t('form.number')} mask={formatCardNumber} inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" />
        <span className="plan-card-number__brand" aria-live="polite" data-testid="card-brand">
          {brand && brand !== 'other' ? BRAND_NAMES[brand] : ''}
        </span>
      </div>
      <div className="row">
        <div className="col-6">
          <MaskedField name="expiry" label={t('form.expiry')} mask={formatExpiry} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" />
        </div>
        <div className="col-6">
          <MaskedField name="cvc" label={t('form.cvc')} mask={(text) => digitsOf(text).slice(0, 4)} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </div>
      </div>
    </div>
  );
}
