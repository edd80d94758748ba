import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { selectSalonId, selectUser } from '../auth/authSlice';
import { serviceCategoriesRequested } from '../catalogue/catalogueSlice';
import { EmployeeModal } from './EmployeeModal';
import { asFailure } from './failure';
import { StaffEmpty, StaffFailed } from './StaffStates';
import type { Employee } from './staffApi';
import { employeesRequested, selectEmployeesByName, selectEmployeesStatus } from './staffSlice';
import { StaffTable } from './StaffTable';
import './staff.css';

/** /staff: the salon's professionals. */
export default function StaffPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  const selfId = useAppSelector(selectUser)?.employee_id ?? null;
  const employees = useAppSelector(selectEmployeesByName);
  const status = useAppSelector(selectEmployeesStatus);
  const [modal, setModal] = useState<{ open: boolean; employee: Employee | null }>({ open: false, employee: null });
  // The session's first load is already on its way when the page opens with the list still idle.
  const statusAtOpen = useRef(status);

  const reload = useCallback(async () => {
    if (!salonId) return;
    try {
      await dispatch(employeesRequested(salonId)).unwrap();
    } catch (error) {
      const { status: code } = asFailure(error);
      // A 401/403 already sent the user to /login.
      if (code !== 401 && code !== 403) toast.error(t('staff.toasts.loadFailed'), { toastId: 'staff-load-failed' });
    }
  }, [dispatch, salonId, t]);

  useEffect(() => {
    const loadedBefore = statusAtOpen.current === 'ready' || statusAtOpen.current === 'failed';
    if (!salonId || !loadedBefore) return;
    void reload();
    // Services added on another device show up in the Serviços tab.
    void dispatch(serviceCategoriesRequested(salonId));
  }, [dispatch, reload, salonId]);

  const open = (employee: Employee | null) => setModal({ open: true, employee });
  const close = () => setModal((current) => ({ ...current, open: false }));
  const waiting = employees.length === 0 && (status === 'idle' || status === 'loading');

  return (
    <>
      <PageHeader
        title={t('menu.staff')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => open(null)}>
            + {t('staff.newButton')}
          </button>
        }
      />
      {waiting && (
        <div className="card border-0 shadow-sm position-relative staff-waiting">
          <LoadingOverlay active />
        </div>
      )}
      {!waiting && status === 'failed' && employees.length === 0 && <StaffFailed onRetry={() => void reload()} />}
      {!waiting && status !== 'failed' && employees.length === 0 && <StaffEmpty onNew={() => open(null)} />}
      {employees.length > 0 && <StaffTable employees={employees} selfId={selfId} onOpen={open} />}
      <EmployeeModal isOpen={modal.open} employee={modal.employee} onClose={close} />
    </>
  );
}
