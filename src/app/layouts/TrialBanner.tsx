import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/dates';
import { useGetSalonSettingsQuery } from '../../features/salon/salonApi';
import { useCan } from '../../features/salon/useCan';

/** The banner shows in the trial's last week, and after it while no plan is paid. */
const WARN_DAYS = 7;
const DAY_SECONDS = 86_400;

/**
 * What the owner must act on about the plan (DESIGN.md section 5: 30 days of trial, then writes answer 402), said
 * ahead, with the way to the plan page: the trial's last week, its end, a refused renewal (7 days of grace), and
 * a subscription that ran out. Nothing while a subscription is paid.
 */
export function TrialBanner({ salonId }: { salonId: number | null }) {
  const { t, i18n } = useTranslation();
  const { data } = useGetSalonSettingsQuery(salonId ?? skipToken);
  // Only the owner subscribes: the others are told whom to ask instead of a link they could not open.
  const owner = useCan('salonAdmin');
  if (!data) return null;
  const now = Date.now() / 1000;
  if (data.subscribed_until !== null && data.subscribed_until > now) return null;

  let message: string;
  let urgent = true;
  if (data.grace_until !== null && data.grace_until > now) {
    message = t('trial.pastDue', { date: formatDate(data.grace_until * 1000, i18n.language === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy', i18n.language) });
  } else if (data.subscribed_until !== null) {
    message = t('trial.expired');
  } else {
    const daysLeft = Math.ceil((data.trial_ends_at - now) / DAY_SECONDS);
    if (daysLeft > WARN_DAYS) return null;
    urgent = daysLeft <= 0;
    message = urgent ? t('trial.over') : t('trial.daysLeft', { count: daysLeft });
  }
  return (
    <div className={`trial-banner${urgent ? ' trial-banner--over' : ''}`} role="status">
      <span>{message}</span>
      {owner ? (
        <Link to="/meu-salao/plano" className="trial-banner__link">
          {data.grace_until !== null && data.grace_until > now ? t('trial.updateCard') : t('trial.choosePlan')}
        </Link>
      ) : (
        <span className="trial-banner__ask">{t('trial.askOwner')}</span>
      )}
    </div>
  );
}
