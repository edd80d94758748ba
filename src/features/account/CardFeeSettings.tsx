import { useTranslation } from 'react-i18next';
import { PercentField } from '../../components/PercentField';
import { SwitchField } from '../../components/SwitchField';
import { CARD_INSTALLMENTS } from './salonProfileForm';
import './locales';

/**
 * Taxas das maquininhas (issue 30 item 3): what the machine keeps of a debit payment, of a credit one per instalment
 * count (1x..12x, a compact grid) and of a Pix one; and whether commissions are worked out after those fees and
 * after the products' cost. Each sale keeps the fee of its moment (the server works it out).
 */
export function CardFeeSettings() {
  const { t } = useTranslation('account');
  return (
    <div className="salon-profile__fees">
      <p className="form-text mt-0">{t('salonProfile.help.card_fees')}</p>
      <div className="salon-profile__fee-pair">
        <PercentField name="cardFeeDebit" label={t('salonProfile.fields.card_fee_debit')} placeholder="0" />
        <PercentField name="cardFeePix" label={t('salonProfile.fields.card_fee_pix')} placeholder="0" />
      </div>
      <fieldset>
        <legend className="form-label fs-6">{t('salonProfile.help.card_fee_credit')}</legend>
        <div className="salon-profile__fee-grid">
          {Array.from({ length: CARD_INSTALLMENTS }, (_, i) => (
            <PercentField key={i} name={`cardFeeCredit.${i}`} label={t('salonProfile.fields.card_fee_credit', { count: i + 1 })} placeholder="0" />
          ))}
        </div>
      </fieldset>
      <div className="salon-profile__prices">
        <SwitchField name="commissionNetOfFees" label={t('salonProfile.fields.commission_net_of_fees')} className="mb-2" />
        <SwitchField name="commissionNetOfCost" label={t('salonProfile.fields.commission_net_of_cost')} className="mb-2" />
      </div>
      <p className="form-text mb-0">{t('salonProfile.help.commission_net')}</p>
    </div>
  );
}
