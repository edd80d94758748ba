import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { findPlan } from '../../lib/plans';
import { BRAND_NAMES, type CardBrand } from './card';
import type { Payment } from './planApi';
import { dayOf, moneyOf } from './planFormat';
import './locales';

const STATUS_COLOR: Record<Payment['status'], string> = { paid: 'success', declined: 'danger', failed: 'danger' };

/** 'Pagamentos': every charge, newest first; on a phone each row is a block with its labels (no sideways scroll). */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useTranslation('plan');
  const lang = i18n.language;
  return (
    <section className="card border-0 shadow-sm plan__section" aria-labelledby="plan-payments">
      <div className="card-body">
        <h2 id="plan-payments" className="plan__title">{t('payments.title')}</h2>
        {payments.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('payments.empty')}</p>
        ) : (
          <table className="table plan-payments mb-0" aria-labelledby="plan-payments">
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.description')}</th>
                <th scope="col">{t('payments.card')}</th>
                <th scope="col" className="text-end">{t('payments.amount')}</th>
                <th scope="col">{t('payments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('payments.date')}>{dayOf(p.created_at, lang)}</td>
                  <td data-label={t('payments.description')}>
                    {p.kind === 'renewal' && `${t('payments.renewal')}: `}
                    {t('payments.period', {
                      plan: findPlan(p.plan_id)?.name ?? '',
                      cycle: t(`current.cycle.${p.cycle}`),
                      start: dayOf(p.period_start, lang),
                      end: dayOf(p.period_end, lang),
                    })}
                    {p.message && <div className="small text-danger">{p.message}</div>}
                  </td>
                  <td data-label={t('payments.card')}>{p.card ? `${BRAND_NAMES[p.card.brand as CardBrand] ?? ''} •••• ${p.card.last4}`.trim() : '—'}</td>
                  <td data-label={t('payments.amount')} className="text-end text-nowrap">{moneyOf(p.amount, lang)}</td>
                  <td data-label={t('payments.status')}>
                    <Badge color={STATUS_COLOR[p.status]} pill>
                      {t(`payments.statuses.${p.status}`)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
