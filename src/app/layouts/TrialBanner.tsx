import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetSalonSettingsQuery } from '../../features/sales/salesApi';

/** The banner shows in the trial's last week, and after it while no plan is paid. */
const WARN_DAYS = 7;
const DAY_SECONDS = 86_400;

/**
 * The trial's end, said ahead (DESIGN.md section 5: 30 days, then writes answer 402): 'N dias' in its last week,
 * 'terminou' after it, with the way to the plans; nothing while a subscription is paid.
 */
export function TrialBanner({ salonId }: { salonId: number | null }) {
  const { t } = useTranslation();
  const { data } = useGetSalonSettingsQuery(salonId ?? skipToken);
  if (!data) return null;
  const now = Date.now() / 1000;
  if (data.subscribed_until !== null && data.subscribed_until > now) return null;
  const daysLeft = Math.ceil((data.trial_ends_at - now) / DAY_SECONDS);
  if (daysLeft > WARN_DAYS) return null;
  const over = daysLeft <= 0;
  return (
    <div className={`trial-banner${over ? ' trial-banner--over' : ''}`} role="status">
      <span>{over ? t('trial.over') : t('trial.daysLeft', { count: daysLeft })}</span>
      <Link to="/meu-salao/plano" className="trial-banner__link">{t('trial.choosePlan')}</Link>
    </div>
  );
}
