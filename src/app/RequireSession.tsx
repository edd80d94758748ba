import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectRole, selectUser, tokenValidated } from '../features/salon/sessionSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { useSalonLists } from './useSalonLists';
import { useSalonLive } from './useSalonLive';

/** App routes: only with a stored session; the shared salon lists load once per session and stay live. */
export function RequireSession() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const salonId = useAppSelector(selectUser)?.salon.id ?? null;
  const roleUnknown = useAppSelector(selectRole) === null;
  const location = useLocation();
  useSalonLists(signedIn ? salonId : null);
  useSalonLive(signedIn ? salonId : null);
  // A session stored before roles existed says nothing of what the user may do: the server tells once more.
  useEffect(() => {
    if (signedIn && roleUnknown) void dispatch(tokenValidated());
  }, [signedIn, roleUnknown, dispatch]);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
