import * as yup from 'yup';
import i18n from '../../i18n';
import './locales';

// Messages are read when the schema is built (per render), so a language switch applies at once.
export const emailRule = () => yup.string().trim().required(i18n.t('auth:errors.email')).email(i18n.t('auth:errors.email'));
export const passwordRule = () => yup.string().required(i18n.t('auth:errors.passwordShort')).min(8, i18n.t('auth:errors.passwordShort')).max(128, i18n.t('auth:errors.passwordLong'));

/**
 * An empty confirmation asks to be filled in; 'must match' is said only once both fields hold something, so
 * it never sits under an empty field.
 */
export const confirmationRule = (mismatch: string) =>
  yup
    .string()
    .required(i18n.t('auth:errors.confirmationRequired'))
    .test('matches', mismatch, function matches(value) {
      const password: unknown = this.parent.password;
      return !value || !password || value === password;
    });
