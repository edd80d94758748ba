import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlanId } from '../../../server/contract/constants';
import { formatMoney } from '../../lib/money';
import { findPlan, monthlyPriceFor, type Billing } from '../../lib/plans';
import './locales';

/**
 * The plan and billing chosen on the pricing page ('Team anual'), above the sign-up form, so the owner knows
 * what the trial leads to; 'Trocar' goes back to the pricing page. Nothing is charged at sign-up.
 */
export function ChosenPlan({ plan: id, billing }: { plan: PlanId; billing: Billing }) {
  const { t, i18n } = useTranslation('auth');
  const plan = findPlan(id);
  if (!plan) return null;
  const locale = i18n.language.startsWith('en') ? 'en' : 'pt-BR';
  const price = formatMoney(monthlyPriceFor(plan, billing) * 100, locale);
  return (
    <div className="chosen-plan d-flex align-items-center justify-content-between gap-2 mb-3" role="note" aria-label={t('signUp.chosenPlan')}>
      <div>
        <div className="fw-semibold">{t(`signUp.planName.${billing}`, { plan: plan.name })}</div>
        <div className="small text-muted">{t(`signUp.planPrice.${billing}`, { price, total: formatMoney(plan.annualPrice * 12 * 100, locale) })}</div>
      </div>
      <Link to="/precos" className="btn btn-outline-secondary btn-sm chosen-plan__change">
        {t('signUp.changePlan')}
      </Link>
    </div>
  );
}
