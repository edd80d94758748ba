import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../api/analytics';
import { Icon } from '../../components/Icon';
import { PLANS, POPULAR_PLAN_ID, type Billing } from '../../lib/plans';
import { BillingSwitch } from './BillingSwitch';
import { PlanCard } from './PlanCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import './marketing.css';
import './locales';

const ALL_PLANS = ['reminders', 'devices', 'sales', 'history', 'privacy', 'support'] as const;
const FAQ = ['card', 'afterTrial', 'change', 'cancel', 'payment'] as const;

export default function PricingPage() {
  const { t } = useTranslation('marketing');
  const [billing, setBilling] = useState<Billing>('monthly');
  useDocumentTitle(t('pricing.documentTitle'));

  const changeBilling = (next: Billing) => {
    setBilling(next);
    track('pricing.billing_toggle', { billing: next });
  };

  return (
    <>
      <section className="mkt-page-header text-center">
        <div className="container">
          <p className="mkt-eyebrow">{t('pricing.eyebrow')}</p>
          <h1 className="mkt-page-header__title">{t('pricing.title')}</h1>
          <p className="mkt-section__subtitle">{t('pricing.subtitle')}</p>
          <BillingSwitch value={billing} onChange={changeBilling} />
        </div>
      </section>

      <section className="pricing-plans">
        <div className="container">
          <div className="row g-4 justify-content-center align-items-stretch">
            {PLANS.map((plan) => (
              <div key={plan.id} className="col-12 col-md-4 plan-col">
                <PlanCard
                  plan={plan}
                  billing={billing}
                  popular={plan.id === POPULAR_PLAN_ID}
                  onChoose={() => track('pricing.plan_click', { plan: plan.id, billing })}
                />
              </div>
            ))}
          </div>
          <p className="text-center small text-body-secondary mt-4 mb-0">{t('pricing.currencyNote')}</p>
        </div>
      </section>

      <section className="mkt-section pt-0" aria-labelledby="all-plans-title">
        <div className="container">
          <div className="all-plans">
            <h2 id="all-plans-title" className="h4 fw-bold text-center mb-4">
              {t('pricing.allPlans.title')}
            </h2>
            <ul className="all-plans__list">
              {ALL_PLANS.map((key) => (
                <li key={key}>
                  <Icon name="check" size={18} className="plan-card__check" />
                  {t(`pricing.allPlans.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mkt-section mkt-section--soft" aria-labelledby="faq-title">
        <div className="container">
          <h2 id="faq-title" className="mkt-section__title text-center mb-4">
            {t('pricing.faq.title')}
          </h2>
          <div className="faq">
            {FAQ.map((key) => (
              <details key={key} className="faq__item">
                <summary>{t(`pricing.faq.${key}.q`)}</summary>
                <p>{t(`pricing.faq.${key}.a`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
