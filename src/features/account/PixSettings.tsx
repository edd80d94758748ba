import { useFormikContext } from 'formik';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { SelectField } from '../../components/SelectField';
import { SwitchField } from '../../components/SwitchField';
import { TextField } from '../../components/TextField';
import { PIX_KEY_TYPES, PIX_RECEIVER_CITY_MAX, PIX_RECEIVER_NAME_MAX, isPixKeyType, type PixValues } from './pixKeyForm';
import './locales';

/** What a phone's keyboard offers for each type of key. */
const INPUT_MODE: Record<string, HTMLAttributes<HTMLInputElement>['inputMode']> = { cpf: 'numeric', cnpj: 'numeric', phone: 'tel', email: 'email', evp: 'text' };

/** Letters used of the field's limit, as the server counts them. */
const used = (value: string) => [...value.trim().normalize('NFC')].length;

/**
 * Pix (issue 30 item 1): the salon's key, its type and who receives it, for the static QR code at checkout. The four
 * are saved together; an emptied key removes them all (the server holds to the same rules, services/pixKey.ts).
 */
export function PixSettings() {
  const { t } = useTranslation('account');
  const { values, setValues } = useFormikContext<PixValues>();
  const type = isPixKeyType(values.pixKeyType) ? values.pixKeyType : null;
  const options = PIX_KEY_TYPES.map((value) => ({ value, label: t(`salonProfile.pixKeyTypes.${value}`) }));
  const anything = Boolean(values.pixKey || values.pixKeyType || values.pixReceiverName || values.pixReceiverCity);
  const clear = () => void setValues((current) => ({ ...current, pixKey: '', pixKeyType: null, pixReceiverName: '', pixReceiverCity: '' }));
  return (
    <div className="salon-profile__pix">
      <p className="form-text mt-0">{t('salonProfile.help.pix')}</p>
      <div className="row">
        <div className="col-md-5">
          <SelectField name="pixKeyType" label={t('salonProfile.fields.pix_key_type')} options={options} placeholder={t('salonProfile.placeholders.pix_key_type')} />
        </div>
        <div className="col-md-7">
          <TextField
            name="pixKey"
            label={t('salonProfile.fields.pix_key')}
            placeholder={t(`salonProfile.placeholders.pix_key.${type ?? 'none'}`)}
            inputMode={type ? INPUT_MODE[type] : 'text'}
            maxLength={120}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
      </div>
      <div className="row">
        <div className="col-md-7">
          <TextField name="pixReceiverName" label={t('salonProfile.fields.pix_receiver_name')} maxLength={PIX_RECEIVER_NAME_MAX} autoComplete="off" aria-describedby="pix-receiver-name-help" />
          <p id="pix-receiver-name-help" className="form-text salon-profile__help">
            {t('salonProfile.help.pix_receiver_name', { used: used(values.pixReceiverName), max: PIX_RECEIVER_NAME_MAX })}
          </p>
        </div>
        <div className="col-md-5">
          <TextField name="pixReceiverCity" label={t('salonProfile.fields.pix_receiver_city')} maxLength={PIX_RECEIVER_CITY_MAX} autoComplete="off" aria-describedby="pix-receiver-city-help" />
          <p id="pix-receiver-city-help" className="form-text salon-profile__help">
            {t('salonProfile.help.pix_receiver_city', { used: used(values.pixReceiverCity), max: PIX_RECEIVER_CITY_MAX })}
          </p>
        </div>
      </div>
      <SwitchField name="pixByProvider" label={t('salonProfile.fields.pix_by_provider')} help={t('salonProfile.help.pix_by_provider')} className="mt-2 mb-2" />
      {anything && (
        <Button type="button" color="link" className="salon-profile__pix-remove text-danger px-0" onClick={clear}>
          {t('salonProfile.pixRemove')}
        </Button>
      )}
    </div>
  );
}
