import { useTranslation } from 'react-i18next';
import type { Billing } from '../../lib/plans';
import './locales';

const OPTIONS: readonly Billing[] = ['monthly', 'annual'];

/** Monthly / annual, as a two-button segmented control; the saving note sits beside it. */
export function BillingSwitch({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="billing-switch">
      <div className="billing-switch__group" role="group" aria-label={t('pricing.billing.label')}>
        {OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className={value === option ? 'is-active' : ''}
            aria-pressed={value === option}
            onClick={() => value !== option && onChange(option)}
          >
            {t(`pricing.billing.${option}`)}
          </button>
        ))}
      </div>
      <span className={`billing-switch__note ${value === 'annual' ? 'is-active' : ''}`}>{t('pricing.billing.note')}</span>
    </div>
  );
}
