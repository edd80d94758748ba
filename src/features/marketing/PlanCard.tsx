import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/money';
import { annualSaving, monthlyPriceFor, type Billing, type Plan } from '../../lib/plans';
import './locales';

const reais = (value: number, locale: string) => formatMoney(value * 100, locale);

export function PlanCard({ plan, billing, popular, onChoose }: { plan: Plan; billing: Billing; popular: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation('marketing');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const annual = billing === 'annual';
  const headingId = `plan-${plan.id}-name`;

  return (
    <article className={`plan-card ${popular ? 'plan-card--popular' : ''}`} aria-labelledby={headingId}>
      {popular && <span className="plan-card__badge">{t('pricing.popular')}</span>}
      <h2 id={headingId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__subtitle">{t(plan.subtitleKey)}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{reais(monthlyPriceFor(plan, billing), locale)}</span>
        <span className="plan-card__period">{t('plans.perMonth')}</span>
      </p>
      <p className="plan-card__billing">{annual ? t('plans.billedAnnually') : t('plans.billedMonthly')}</p>
      <p className="plan-card__extra">
        {annual
          ? t('pricing.annualExtra', { total: reais(plan.annualPrice * 12, locale), saving: reais(annualSaving(plan), locale) })
          : t('pricing.monthlyExtra')}
      </p>
      <Link
        to={`/cadastrar?plan=${plan.id}${annual ? '&billing=annual' : ''}`}
        className={`btn btn-lg w-100 fw-semibold ${popular ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-label={t('pricing.ctaLabel', { plan: plan.name })}
        onClick={onChoose}
      >
        {t('pricing.cta')}
      </Link>
      <p className="plan-card__trial">{t('pricing.trial')}</p>
      <ul className="plan-card__features" aria-label={t('pricing.featuresLabel', { plan: plan.name })}>
        {plan.featureKeys.map((key) => (
          <li key={key}>
            <Icon name="check" size={18} className="plan-card__check" />
            {t(key)}
          </li>
        ))}
      </ul>
    </article>
  );
}
