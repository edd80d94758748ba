import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PLANS, monthlyPriceFor, type Billing } from '../../lib/plans';
import { moneyOf } from './planFormat';
import type { SubscribeValues } from './subscribeForm';
import './locales';

/**
 * The three plans as radio cards with the price per month for the chosen cycle (the pricing page's catalogue),
 * and Mensal / Anual. A plan below the salon's professionals is disabled, with the reason under it.
 */
export function PlanChoice({ professionals }: { professionals: number }) {
  const { t, i18n } = useTranslation('plan');
  const { values, setFieldValue } = useFormikContext<SubscribeValues>();
  const lang = i18n.language;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label">{t('form.cycle')}</legend>
        <div className="plan-cycle" role="radiogroup" aria-label={t('form.cycle')}>
          {(['monthly', 'annual'] as const).map((cycle: Billing) => (
            <label key={cycle} className={`plan-cycle__option${values.cycle === cycle ? ' is-active' : ''}`}>
              <input type="radio" name="cycle" value={cycle} checked={values.cycle === cycle} onChange={() => void setFieldValue('cycle', cycle)} />
              {t(`form.${cycle}`)}
            </label>
          ))}
          <span className="plan-cycle__note">{t('form.saving')}</span>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label">{t('form.plan')}</legend>
        <div className="plan-options">
          {PLANS.map((plan) => {
            const tooSmall = plan.maxEmployees !== null && professionals > plan.maxEmployees;
            const id = `plan-option-${plan.id}`;
            return (
              <label key={plan.id} htmlFor={id} className={`plan-option${values.plan === plan.id ? ' is-active' : ''}${tooSmall ? ' is-disabled' : ''}`}>
                <input
                  id={id}
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={values.plan === plan.id}
                  disabled={tooSmall}
                  aria-describedby={tooSmall ? `${id}-why` : undefined}
                  onChange={() => void setFieldValue('plan', plan.id)}
                />
                <span className="plan-option__name">{plan.name}</span>
                <span className="plan-option__price">{t('form.perMonth', { price: moneyOf(monthlyPriceFor(plan, values.cycle) * 100, lang) })}</span>
                <span className="plan-option__limit">
                  {plan.maxEmployees === null ? t('form.unlimited') : t('form.professionals', { count: plan.maxEmployees })}
                </span>
                {tooSmall && (
                  <span id={`${id}-why`} className="plan-option__why">
                    {t('form.tooSmall', { count: professionals, plan: plan.name, max: plan.maxEmployees })}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
