import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Badge, Button } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { findPlan, monthlyPriceFor } from '../../lib/plans';
import { BRAND_NAMES, type CardBrand } from './card';
import { useChangeSubscriptionMutation, type Subscription } from './planApi';
import { dayOf, moneyOf } from './planFormat';
import './locales';

const BADGE: Record<Subscription['status'], string> = {
  trial: 'info',
  trial_over: 'danger',
  active: 'success',
  canceling: 'warning',
  past_due: 'danger',
  expired: 'danger',
};
const DAY = 86_400;

/**
 * What the salon has now: plan and cycle, where the subscription stands and until when (the next charge and its
 * amount while it renews), the card, cancel or keep, and 'Mudar de plano' when `onChangePlan` is given.
 */
export function CurrentPlan({
  salonId,
  subscription: s,
  onChangePlan,
  changeButton,
}: {
  salonId: number;
  subscription: Subscription;
  onChangePlan?: () => void;
  changeButton?: RefObject<HTMLButtonElement | null>;
}) {
  const { t, i18n } = useTranslation('plan');
  const [change, { isLoading }] = useChangeSubscriptionMutation();
  const [asking, setAsking] = useState(false);
  const day = (seconds: number | null) => (seconds === null ? '' : dayOf(seconds, i18n.language));
  const plan = findPlan(s.plan_id);
  // What a renewal charges: a month, or twelve months at the annual price (as the server's renewal does).
  const renewal = plan ? monthlyPriceFor(plan, s.cycle) * 100 * (s.cycle === 'annual' ? 12 : 1) : 0;

  const line = {
    trial: t('current.trialEnds', { date: day(s.trial_ends_at), count: Math.max(1, Math.ceil((s.trial_ends_at - Date.now() / 1000) / DAY)) }),
    trial_over: t('current.trialEnded', { date: day(s.trial_ends_at) }),
    active: t('current.nextCharge', { date: day(s.subscribed_until), amount: moneyOf(renewal, i18n.language) }),
    canceling: t('current.ends', { date: day(s.subscribed_until) }),
    past_due: t('current.pastDue', { date: day(s.grace_until) }),
    expired: t('current.expiredOn', { date: day(s.subscribed_until) }),
  }[s.status];

  async function setCancel(cancelAtPeriodEnd: boolean) {
    try {
      const saved = await change({ salonId, cancelAtPeriodEnd }).unwrap();
      toast.success(t(cancelAtPeriodEnd ? 'current.canceled' : 'current.kept', { date: day(saved.subscribed_until) }));
    } catch (error) {
      toast.error(readFailure(error).message);
    }
    setAsking(false);
  }

  return (
    <section className="card border-0 shadow-sm plan__section" aria-labelledby="plan-current">
      <div className="card-body">
        <h2 id="plan-current" className="plan__title">{t('current.title')}</h2>
        <p className="plan__name">
          {t('current.planCycle', { plan: plan?.name ?? '', cycle: t(`current.cycle.${s.cycle}`) })}{' '}
          <Badge color={BADGE[s.status]} pill>
            {t(`current.status.${s.status}`)}
          </Badge>
        </p>
        <p className="mb-1">{line}</p>
        {s.card && <p className="mb-1 text-body-secondary">{t('current.card', { card: `${BRAND_NAMES[s.card.brand as CardBrand] ?? ''} •••• ${s.card.last4}`.trim() })}</p>}
        {s.email && <p className="mb-1 text-body-secondary">{t('current.receipts', { email: s.email })}</p>}
        {(s.status === 'active' || s.status === 'canceling') && (
          <div className="plan__actions">
            {s.status === 'active' ? (
              <Button color="danger" outline onClick={() => setAsking(true)} disabled={isLoading}>
                {t('current.cancel')}
              </Button>
            ) : (
              <Button color="primary" outline onClick={() => void setCancel(false)} disabled={isLoading}>
                {t('current.keep')}
              </Button>
            )}
            {onChangePlan && (
              <Button innerRef={changeButton} color="primary" onClick={onChangePlan}>
                {t('current.changePlan')}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        isOpen={asking}
        title={t('current.cancelTitle')}
        message={t('current.cancelMessage', { date: day(s.subscribed_until) })}
        confirmLabel={t('current.cancelConfirm')}
        cancelLabel={t('current.cancelBack')}
        busy={isLoading}
        onConfirm={() => void setCancel(true)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
