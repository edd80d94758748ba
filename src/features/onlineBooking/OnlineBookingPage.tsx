import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId } from '../salon/sessionSlice';
import { useGetOnlineBookingQuery } from './onlineBookingApi';
import { OnlineBookingForm } from './OnlineBookingForm';
import './onlineBooking.css';
import './locales';

/**
 * /meu-salao/agendamento-online (issue 28, item 1): the owner turns the public booking page (/s/{slug}) on or off,
 * picks its address and hands out its link or QR code, sets how soon, how far ahead and at which steps clients may
 * book and until when they may cancel, and which services (with the buffer after each) and professionals it offers.
 */
export default function OnlineBookingPage() {
  const { t } = useTranslation('onlineBooking');
  const salonId = useAppSelector(selectSalonId);
  const { data, isError, refetch } = useGetOnlineBookingQuery(salonId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {data && salonId ? (
        <OnlineBookingForm settings={data} salonId={salonId} />
      ) : isError ? (
        <div className="card border-0 shadow-sm online-booking">
          <div className="card-body text-center py-5">
            <p>{t('errors.loadFailed')}</p>
            <Button color="primary" outline onClick={() => void refetch()}>
              {t('errors.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="card border-0 shadow-sm position-relative online-booking online-booking__waiting">
          <LoadingOverlay active />
        </div>
      )}
    </>
  );
}
