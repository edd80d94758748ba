import { configureStore } from '@reduxjs/toolkit';
import authReducer, { storedAuthState } from '../features/auth/authSlice';
import { saveSession } from '../features/auth/sessionStorage';
import catalogueReducer from '../features/catalogue/catalogueSlice';
import clientsReducer from '../features/clients/clientsSlice';
import staffReducer from '../features/staff/staffSlice';
import salonDataReducer from './salonDataSlice';

export function createStore() {
  const store = configureStore({
    reducer: {
      auth: authReducer,
      staff: staffReducer,
      catalogue: catalogueReducer,
      clients: clientsReducer,
      salonData: salonDataReducer,
    },
    preloadedState: { auth: storedAuthState() },
  });
  // The session survives reloads: whenever it changes, localStorage follows.
  let last = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === last) return;
    last = auth;
    saveSession(auth.user && auth.credentials ? { user: auth.user, credentials: auth.credentials } : null);
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
