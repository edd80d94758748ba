import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/SelectField';
import { SwitchField } from '../../components/SwitchField';
import { TIME_ZONES } from './salonProfileForm';
import './locales';

/** The time zones offered: Brazil's, plus the salon's own when it was set to another through the API. */
function TimeZoneField({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const options = TIME_ZONES.map(({ zone, key }) => ({ value: zone, label: t(`salonProfile.timeZones.${key}`) }));
  if (!options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return (
    <>
      <SelectField name="timeZone" label={t('salonProfile.fields.time_zone')} options={options} />
      <p className="form-text salon-profile__help">{t('salonProfile.help.time_zone')}</p>
    </>
  );
}

function NegativeStockField() {
  const { t } = useTranslation('account');
  return <SwitchField name="allowNegativeStock" label={t('salonProfile.fields.allow_negative_stock')} help={t('salonProfile.help.allow_negative_stock')} />;
}

/** Whether a professional's agenda shows everyone's columns or only their own (the server narrows it too). */
function SeeAllField() {
  const { t } = useTranslation('account');
  return (
    <SwitchField
      name="professionalsSeeAll"
      label={t('salonProfile.fields.professionals_see_all')}
      help={t('salonProfile.help.professionals_see_all')}
      className="mt-3 mb-0"
    />
  );
}

/** Whether a booking may give a professional a service outside their list (the server refuses it otherwise). */
function AnyServiceField() {
  const { t } = useTranslation('account');
  return <SwitchField name="anyServiceAllowed" label={t('salonProfile.fields.any_service_allowed')} help={t('salonProfile.help.any_service_allowed')} className="mt-3 mb-0" />;
}

/** Agenda e vendas: the time zone that counts the salon's days, sales without stock, whose agenda professionals see, services outside a professional's list. */
export function AgendaSettings({ timeZone }: { timeZone: string }) {
  return (
    <>
      <TimeZoneField current={timeZone} />
      <NegativeStockField />
      <SeeAllField />
      <AnyServiceField />
    </>
  );
}
