import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId, selectUser } from '../auth/authSlice';
import { CurrentPlan } from './CurrentPlan';
import { PaymentHistory } from './PaymentHistory';
import { useGetSubscriptionQuery } from './planApi';
import { SubscribeForm } from './SubscribeForm';
import './locales';
import './plan.css';

/** /meu-salao/plano: the plan the salon has, the way to pay for one (or change it), and every payment. */
export default function PlanPage() {
  const { t } = useTranslation('plan');
  const salonId = useAppSelector(selectSalonId);
  const user = useAppSelector(selectUser);
  const { data, isError, refetch } = useGetSubscriptionQuery(salonId ?? skipToken);

  return (
    <>
      <PageHeader title={t('title')} />
      <div className="plan">
        {isError && !data && (
          <Alert color="danger">
            {t('loadFailed')}{' '}
            <Button color="link" className="p-0 align-baseline" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {!data && !isError && <Spinner aria-label={t('title')} />}
        {data && salonId !== null && (
          <>
            {(data.status === 'trial_over' || data.status === 'expired') && (
              <Alert color="warning" role="status" className="plan__locked">
                {t(`locked.${data.status}`)}
              </Alert>
            )}
            <CurrentPlan salonId={salonId} subscription={data} />
            <SubscribeForm salonId={salonId} subscription={data} userEmail={user?.email ?? ''} />
            <PaymentHistory payments={data.payments} />
          </>
        )}
      </div>
    </>
  );
}
