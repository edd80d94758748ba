import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId, selectUser } from '../salon/sessionSlice';
import { CurrentPlan } from './CurrentPlan';
import { PaymentHistory } from './PaymentHistory';
import { useGetSubscriptionQuery } from './planApi';
import { SubscribeForm } from './SubscribeForm';
import './locales';
import './plan.css';

/**
 * /meu-salao/plano: the plan the salon has, the way to pay for one (or change it), and every payment. A salon
 * that pays (active or canceling) sees its plan as it is; the change form opens only behind 'Mudar de plano',
 * and closes again after a change is paid, so a paid plan never reads as a second charge waiting.
 */
export default function PlanPage() {
  const { t } = useTranslation('plan');
  const salonId = useAppSelector(selectSalonId);
  const user = useAppSelector(selectUser);
  const { data, isError, refetch } = useGetSubscriptionQuery(salonId ?? skipToken);
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const subscribed = data?.status === 'active' || data?.status === 'canceling';
  // The form closed (or paid): the focus goes back to 'Mudar de plano' once it is drawn (after a first payment,
  // once the answer made the salon a paying one).
  const returnFocus = useRef(false);
  const closeChange = () => {
    returnFocus.current = true;
    setChanging(false);
  };
  useEffect(() => {
    if (returnFocus.current && changeButton.current) {
      changeButton.current.focus();
      returnFocus.current = false;
    }
  });

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
            <CurrentPlan
              salonId={salonId}
              subscription={data}
              onChangePlan={subscribed && !changing ? () => setChanging(true) : undefined}
              changeButton={changeButton}
            />
            {(!subscribed || changing) && (
              <SubscribeForm
                salonId={salonId}
                subscription={data}
                userEmail={user?.email ?? ''}
                onClose={subscribed ? closeChange : undefined}
                onPaid={closeChange}
              />
            )}
            <PaymentHistory payments={data.payments} />
          </>
        )}
      </div>
    </>
  );
}
