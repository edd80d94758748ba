import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectUser } from '../features/auth/authSlice';
import { useAppSelector } from './hooks';
import { useSalonLists } from './useSalonLists';
import { useSalonLive } from './useSalonLive';

/** App routes: only with a stored session; the shared salon lists load once per session and stay live. */
export function RequireSession() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const salonId = useAppSelector(selectUser)?.salon.id ?? null;
  const location = useLocation();
  useSalonLists(signedIn ? salonId : null);
  useSalonLive(signedIn ? salonId : null);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
