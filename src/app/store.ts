import { configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import agendaReducer from '../features/agenda/agendaSlice';
import authReducer, { sessionCleared, signInRequested, signOutRequested, storedAuthState } from '../features/auth/authSlice';
import { saveSession } from '../features/auth/sessionStorage';

const sessionChanged = isAnyOf(signInRequested.fulfilled, signOutRequested.fulfilled, sessionCleared);

/**
 * Another session (or none) must never see this one's data: the whole server cache goes when a session starts or
 * ends, once the reducers have seen the action. A plain middleware: RTK's listener middleware did the same with
 * about 1.5 kB gzipped more in the entry every page downloads.
 */
const sessionResetMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionChanged(action)) store.dispatch(baseApi.util.resetApiState());
  return result;
};

export function createStore() {
  const store = configureStore({
    reducer: {
      auth: authReducer,
      agenda: agendaReducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: { auth: storedAuthState() },
    middleware: (getDefault) =>
      getDefault({
        // A client's avatar File stays in its mutation's arguments, which RTK Query keeps beside the request.
        serializableCheck: { ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/] },
      })
        .prepend(sessionResetMiddleware)
        .concat(baseApi.middleware),
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
