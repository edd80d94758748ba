import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { CepField } from '../../components/address/CepField';
import { MaskedField } from '../../components/MaskedField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { maskDate, maskPhone } from '../../lib/masks';
import { AvatarField } from './AvatarField';
import { BRAZIL_STATES, GENDERS } from '../../../server/contract/constants';
import type { ClientFormValues } from './clientForm';
import type { Client } from './clientsApi';
import './locales';

/** Não informado first: the default, and where the menu opens (the others are the contract's order). */
const GENDER_OPTIONS = ['unspecified', ...GENDERS.filter((g) => g !== 'unspecified')] as const;

/** The 'Detalhes' tab: who the client is. */
export function ClientDetailsFields({ client }: { client: Client | null }) {
  const { t } = useTranslation('clients');
  const { values } = useFormikContext<ClientFormValues>();
  return (
    <>
      <TextField name="name" label={t('form.fields.name')} placeholder={t('form.placeholders.name')} autoComplete="off" maxLength={255} />
      <div className="row">
        <div className="col-md-6">
          <TextField
            name="email"
            type="email"
            label={t('form.fields.email')}
            placeholder={t('form.placeholders.email')}
            inputMode="email"
            autoComplete="off"
          />
        </div>
        <div className="col-md-6">
          <MaskedField name="phone" label={t('form.fields.phone')} mask={maskPhone} placeholder={t('form.placeholders.phone')} inputMode="tel" autoComplete="off" />
        </div>
        <div className="col-md-6">
          <SelectField name="gender" label={t('form.fields.gender')} options={GENDER_OPTIONS.map((g) => ({ value: g, label: t(`form.genders.${g}`) }))} />
        </div>
        <div className="col-md-6">
          <MaskedField name="birth" label={t('form.fields.birth')} mask={maskDate} placeholder={t('form.placeholders.birth')} inputMode="numeric" autoComplete="off" />
        </div>
      </div>
      <AvatarField client={client} name={values.name} />
      <ConsentField />
    </>
  );
}

/** LGPD: the client's consent to the salon's messages; the server dates it, and clears the date when it is withdrawn. */
function ConsentField() {
  const { t } = useTranslation('clients');
  const [field, , helpers] = useField<boolean>('messagesConsent');
  return (
    <FormGroup check className="mt-3 mb-0">
      <Input
        type="checkbox"
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        id="field-messagesConsent"
        aria-describedby="field-messagesConsent-help"
      />
      <Label check for="field-messagesConsent">{t('form.fields.messagesConsent')}</Label>
      <div id="field-messagesConsent-help" className="form-text mt-0">{t('form.help.messagesConsent')}</div>
    </FormGroup>
  );
}

/** The 'Endereço' tab: the CEP first, as Brazilian forms do, which fills what it knows of the rest. */
export function ClientAddressFields() {
  const { t } = useTranslation('clients');
  return (
    <div className="row">
      <div className="col-md-4">
        <CepField label={t('form.fields.zipCode')} placeholder={t('form.placeholders.zipCode')} />
      </div>
      <div className="col-md-8">
        <TextField name="address" label={t('form.fields.address')} placeholder={t('form.placeholders.address')} autoComplete="off" />
      </div>
      <div className="col-md-4">
        <TextField name="neighborhood" label={t('form.fields.neighborhood')} autoComplete="off" />
      </div>
      <div className="col-7 col-md-4">
        <TextField name="city" label={t('form.fields.city')} autoComplete="off" />
      </div>
      <div className="col-5 col-md-4">
        <SelectField
          name="state"
          label={t('form.fields.state')}
          placeholder={t('form.statePlaceholder')}
          options={BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }))}
        />
      </div>
    </div>
  );
}
