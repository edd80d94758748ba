import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { can } from '../../../server/contract/roles';
import { PageHeader } from '../../components/PageHeader';
import { useFailureToast } from '../../components/useFailureToast';
import { useAppSelector } from '../../app/hooks';
import { selectRole, selectSalonId } from '../salon/sessionSlice';
import { useGetCurrentDrawerQuery, type CashDrawer } from './cashDrawerApi';
import { DrawerClosing } from './DrawerClosing';
import { OpenDrawerForm } from './OpenDrawerForm';
import { OpenDrawerView } from './OpenDrawerView';
import { PastDrawers } from './PastDrawers';
import './cashDrawer.css';
import './locales';

/**
 * Caixa (issue 30 item 6), the front desk's and the owner's: open the day's drawer with a float, sangria and
 * suprimento, close it with a count; the closing shows expected against counted, prints, and for the owner goes
 * out as CSV with the list of past drawers. Sales and estornos elsewhere refresh it live (app/useSalonLive.ts).
 */
export default function CashDrawerPage() {
  const { t } = useTranslation('cashDrawer');
  const salonId = useAppSelector(selectSalonId);
  const role = useAppSelector(selectRole);
  const owner = can(role, 'cashDrawerReports');
  const { data, isLoading, error } = useGetCurrentDrawerQuery(salonId ?? skipToken);
  const [closed, setClosed] = useState<CashDrawer | null>(null);
  useFailureToast(error, 'errors.unknown');

  return (
    <div className="cash-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {isLoading && <Spinner />}
      {closed ? (
        <DrawerClosing drawer={closed} canExport={owner} onDone={() => setClosed(null)} />
      ) : data?.drawer ? (
        <OpenDrawerView drawer={data.drawer} onClosed={setClosed} />
      ) : (
        data && salonId && <OpenDrawerForm salonId={salonId} />
      )}
      {owner && salonId && !closed && <PastDrawers salonId={salonId} />}
    </div>
  );
}
