import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/SwitchField';
import { TextField } from '../../components/TextField';
import './locales';

/**
 * Preços e descontos no caixa (issue 24): the owner always sets prices and discounts at checkout; the front desk and
 * professionals only when switched on here, and only down to the percentage (the server holds to it too).
 */
export function PriceSettings() {
  const { t } = useTranslation('account');
  const [desk] = useField<boolean>('priceChangeFrontDesk');
  const [pros] = useField<boolean>('priceChangeProfessional');
  return (
    <div className="salon-profile__prices">
      <p className="form-text mt-0">{t('salonProfile.help.prices')}</p>
      <SwitchField name="priceChangeFrontDesk" label={t('salonProfile.fields.price_change_front_desk')} className="mb-2" />
      <SwitchField name="priceChangeProfessional" label={t('salonProfile.fields.price_change_professional')} className="mb-3" />
      <TextField
        name="priceChangeMaxPercent"
        label={t('salonProfile.fields.price_change_max_percent')}
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        className="salon-profile__percent"
        // Nobody but the owner changes prices: there is nothing to limit.
        disabled={!desk.value && !pros.value}
        aria-describedby="price-change-max-percent-help"
      />
      <p id="price-change-max-percent-help" className="form-text salon-profile__help">{t('salonProfile.help.price_change_max_percent')}</p>
      <SwitchField
        name="frontDeskCancelsSales"
        label={t('salonProfile.fields.front_desk_cancels_sales')}
        help={t('salonProfile.help.front_desk_cancels_sales')}
        className="mt-3 mb-0"
      />
      <SwitchField
        name="cashSalesNeedDrawer"
        label={t('salonProfile.fields.cash_sales_need_drawer')}
        help={t('salonProfile.help.cash_sales_need_drawer')}
        className="mt-3 mb-0"
      />
    </div>
  );
}
