import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectUser } from '../features/auth/authSlice';
import { useAppSelector } from './hooks';
import { useSalonLists } from './useSalonLists';

/** App routes: only with a stored session; the shared salon lists load once per session. */
export function RequireSession() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const salonId = useAppSelector(selectUser)?.salon.id ?? null;
  const location = useLocation();
  useSalonLists(signedIn ? salonId : null);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
