import { useTranslation } from 'react-i18next';
import { BRAZIL_STATES } from '../../../server/contract/constants';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { CepField } from '../../components/address/CepField';
import './locales';

const STATE_OPTIONS = BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }));

/** Localização: the CEP first, which fills what it knows of the rest. */
export function AddressFields() {
  const { t } = useTranslation('account');
  return (
    <div className="row">
      <div className="col-md-4">
        <CepField label={t('salonProfile.fields.zip_code')} placeholder={t('salonProfile.placeholders.zip_code')} />
      </div>
      <div className="col-md-8">
        <TextField name="address" label={t('salonProfile.fields.address')} placeholder={t('salonProfile.placeholders.address')} autoComplete="street-address" />
      </div>
      <div className="col-md-4">
        <TextField name="neighborhood" label={t('salonProfile.fields.neighborhood')} autoComplete="off" />
      </div>
      <div className="col-8 col-md-5">
        <TextField name="city" label={t('salonProfile.fields.city')} autoComplete="address-level2" />
      </div>
      <div className="col-4 col-md-3">
        <SelectField name="state" label={t('salonProfile.fields.state')} placeholder={t('salonProfile.placeholders.state')} options={STATE_OPTIONS} />
      </div>
    </div>
  );
}
