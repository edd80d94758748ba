import { configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import agendaReducer from '../features/agenda/agendaSlice';
import sessionReducer, { sessionCleared, signInRequested, signOutRequested, storedSessionState } from '../features/salon/sessionSlice';
import { saveSession } from '../features/salon/sessionStorage';

const sessionChanged = isAnyOf(signInRequested.fulfilled, signOutRequested.fulfilled, sessionCleared);

/**
 * Another session (or none) must never see this one's data: the whole server cache goes when a session starts or
 * ends, once the reducers have seen the action. A plain middleware: RTK's listener middleware would add to the entry
 * every page downloads (docs/decisions/41-what-the-agenda-s-download-leaves-out.md).
 */
const sessionResetMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionChanged(action)) store.dispatch(baseApi.util.resetApiState());
  return result;
};

export function createStore() {
  const store = configureStore({
    reducer: {
      session: sessionReducer,
      agenda: agendaReducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: { session: storedSessionState() },
    middleware: (getDefault) =>
      getDefault({
        // A client's avatar File stays in its mutation's arguments, which RTK Query keeps beside the request.
        serializableCheck: { ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/] },
      })
        .prepend(sessionResetMiddleware)
        .concat(baseApi.middleware),
  });
  // The session survives reloads: whenever it changes, localStorage follows.
  let last = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session === last) return;
    last = session;
    saveSession(session.user && session.credentials ? { user: session.user, credentials: session.credentials } : null);
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
