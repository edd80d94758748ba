import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { Billing } from '../../lib/plans';
import { cardBrand, cardNumberValid, cvcValid, expiryValid } from './card';
import './locales';

export interface SubscribeValues {
  plan: number;
  cycle: Billing;
  method: 'credit_card';
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  email: string;
}

/** Every card field says only 'Campo inválido' (the spec's message): it never hints which digit is wrong. */
export function subscribeSchema(t: TFunction) {
  const invalid = t('form.invalid');
  return yup.object({
    holder: yup.string().trim().required(invalid).max(120, invalid),
    number: yup.string().required(invalid).test('card', invalid, (value) => cardNumberValid(value ?? '')),
    expiry: yup.string().required(invalid).test('expiry', invalid, (value) => expiryValid(value ?? '')),
    cvc: yup
      .string()
      .required(invalid)
      .test('cvc', invalid, function valid(value) {
        return cvcValid(value ?? '', cardBrand(String(this.parent.number ?? '')));
      }),
    email: yup.string().trim().required(t('form.emailInvalid')).email(t('form.emailInvalid')),
  });
}
