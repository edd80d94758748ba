import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, BRAZIL_STATES } from '../../../server/contract/constants';
import { isCompleteCep, isCompletePhone, isoToBrDate, maskPhone, parseBirthDate } from '../../lib/masks';
import type { Client, ClientInput, Gender } from './clientsApi';
import './locales';

export interface ClientFormValues {
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  birth: string;
  avatar: File | null;
  address: string;
  neighborhood: string;
  zipCode: string;
  city: string;
  state: string | null;
  /** LGPD: the client agrees to receive the salon's messages (reminders and news). */
  messagesConsent: boolean;
}

export type ClientTab = 'details' | 'address';

/** Which tab holds each field, so an error there can open (and mark) its tab. */
export const FIELD_TABS: Record<keyof ClientFormValues, ClientTab> = {
  name: 'details',
  email: 'details',
  phone: 'details',
  gender: 'details',
  birth: 'details',
  avatar: 'details',
  address: 'address',
  neighborhood: 'address',
  zipCode: 'address',
  city: 'address',
  state: 'address',
  messagesConsent: 'details',
};

/** A saved Brazilian number takes the mask; anything else (older or foreign formats) stays as it was saved. */
function formPhone(phone: string | null | undefined) {
  if (!phone) return '';
  const count = phone.replace(/\D/g, '').length;
  return !phone.trim().startsWith('+') && (count === 10 || count === 11) ? maskPhone(phone) : phone;
}

export function initialValues(client: Client | null): ClientFormValues {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: formPhone(client?.phone),
    // Nobody told it yet: Não informado, not Feminino (issue 25 item 13; the API's default too).
    gender: client?.gender ?? 'unspecified',
    birth: isoToBrDate(client?.birth),
    avatar: null,
    address: client?.address ?? '',
    neighborhood: client?.neighborhood ?? '',
    zipCode: client?.zip_code ?? '',
    city: client?.city ?? '',
    state: client?.state ?? '',
    messagesConsent: client?.messages_consent ?? false,
  };
}

/** The API's field names; the birth goes as typed (DD/MM/AAAA), which the server reads. */
export function toInput(values: ClientFormValues): ClientInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    gender: values.gender,
    birth: values.birth,
    address: values.address,
    neighborhood: values.neighborhood,
    zip_code: values.zipCode,
    city: values.city,
    // The select's empty option stores null: '' clears the state on update.
    state: values.state ?? '',
    messages_consent: values.messagesConsent,
  };
}

const optional = (test: (value: string) => boolean) => (value: string | null | undefined) => !value?.trim() || test(value.trim());

/**
 * Built per render, so the messages follow the language. A phone saved before (`savedPhone`) passes as it is,
 * so an old format never blocks editing the other fields.
 */
export function clientSchema(t: TFunction, savedPhone = '') {
  return yup.object({
    name: yup.string().trim().required(t('form.errors.name')).max(255, t('form.errors.nameLong')),
    email: yup.string().trim().email(t('form.errors.email')),
    phone: yup.string().test('phone', t('form.errors.phone'), optional((v) => isCompletePhone(v) || (savedPhone !== '' && v === savedPhone))),
    birth: yup.string().test('birth', t('form.errors.birth'), optional((v) => parseBirthDate(v) !== null)),
    zipCode: yup.string().test('zip', t('form.errors.zipCode'), optional(isCompleteCep)),
    state: yup.string().nullable().test('state', t('form.errors.state'), optional((v) => (BRAZIL_STATES as readonly string[]).includes(v))),
    avatar: yup
      .mixed<File>()
      .nullable()
      .test('type', t('form.errors.avatarType'), (file) => !file || (AVATAR_TYPES as readonly string[]).includes(file.type))
      .test('size', t('form.errors.avatarSize'), (file) => !file || file.size <= AVATAR_MAX_BYTES),
  });
}
