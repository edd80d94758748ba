import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId, selectUser } from '../salon/sessionSlice';
import { catalogueApi } from '../catalogue/catalogueApi';
import { EmployeeModal } from './EmployeeModal';
import { StaffEmpty, StaffFailed } from './StaffStates';
import { employeesByName, useGetEmployeesQuery, type Employee } from './staffApi';
import { StaffTable } from './StaffTable';
import { usePlanLimit } from './usePlanLimit';
import './staff.css';
import './locales';

/** Opening the page asks again, so professionals and services added on another device show up. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** /staff: the salon's professionals. A failed load is toasted by the app shell (app/useSalonLists.ts). */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  const salonId = useAppSelector(selectSalonId);
  const selfId = useAppSelector(selectUser)?.employee_id ?? null;
  const { data, isError, isLoading, refetch } = useGetEmployeesQuery(salonId ?? skipToken, FRESH);
  catalogueApi.endpoints.getServiceCategories.useQuery(salonId ?? skipToken, FRESH);
  const employees = employeesByName(data);
  const [modal, setModal] = useState<{ open: boolean; employee: Employee | null }>({ open: false, employee: null });

  const open = (employee: Employee | null) => setModal({ open: true, employee });
  const close = () => setModal((current) => ({ ...current, open: false }));
  const waiting = employees.length === 0 && isLoading;
  // Told before the form is filled: the count against the plan, and why the button rests at the limit.
  // Only staff who serve clients take a seat: a receptionist who does not can always be added.
  const seated = employees.filter((employee) => employee.serves_clients).length;
  const limit = usePlanLimit(salonId, seated);
  const counted = limit?.max != null && !waiting;

  return (
    <>
      <PageHeader
        title={t('menu.staff')}
        subtitle={counted ? t('limit.count', { count: limit.max ?? 0, used: seated, plan: limit.plan.name }) : undefined}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => open(null)}
            aria-describedby={limit?.reached ? 'staff-limit' : undefined}
          >
            + {t('newButton')}
          </button>
        }
      />
      {limit?.reached && (
        <div id="staff-limit" className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 staff-limit" role="note">
          <span>{t('limit.reached', { count: limit.max ?? 0, plan: limit.plan.name })}</span>
          <Link to="/meu-salao/plano" className="btn btn-sm btn-outline-primary">{t('limit.upgrade')}</Link>
        </div>
      )}
      {waiting && (
        <div className="card border-0 shadow-sm position-relative staff-waiting">
          <LoadingOverlay active />
        </div>
      )}
      {!waiting && isError && employees.length === 0 && <StaffFailed onRetry={() => void refetch()} />}
      {!waiting && !isError && employees.length === 0 && <StaffEmpty onNew={() => open(null)} />}
      {employees.length > 0 && <StaffTable employees={employees} selfId={selfId} onOpen={open} />}
      <EmployeeModal isOpen={modal.open} employee={modal.employee} seatsFull={limit?.reached ?? false} onClose={close} />
    </>
  );
}
