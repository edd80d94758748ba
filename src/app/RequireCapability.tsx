import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { Capability } from '../../server/contract/roles';
import { selectRole } from '../features/salon/sessionSlice';
import i18n from '../i18n';
import { useAppSelector } from './hooks';
import { useCan } from '../features/salon/useCan';

/**
 * Pages a role cannot use (the professionals, the plan, the salon's profile): an address typed by hand or an old
 * link leads to the agenda with a message, and the session stays. The server refuses the calls either way.
 */
export function RequireCapability({ capability }: { capability: Capability }) {
  const known = useAppSelector(selectRole) !== null;
  const allowed = useCan(capability);
  const refused = known && !allowed;
  useEffect(() => {
    if (refused) toast.error(i18n.t('errors.notAllowedPage'), { toastId: 'not-allowed-page' });
  }, [refused]);
  // A session stored before roles existed is being validated again (RequireSession): nothing to decide yet.
  if (!known) return null;
  return allowed ? <Outlet /> : <Navigate to="/agenda" replace />;
}
