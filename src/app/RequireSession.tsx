import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn, selectUser } from '../features/auth/authSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { salonDataRequested, selectSalonDataLoaded } from './salonDataSlice';

/** App routes: only with a stored session; the shared salon lists load once per session. */
export function RequireSession() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const loaded = useAppSelector(selectSalonDataLoaded);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const salonId = user?.salon.id;

  useEffect(() => {
    if (signedIn && salonId && !loaded) void dispatch(salonDataRequested(salonId));
  }, [signedIn, salonId, loaded, dispatch]);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
