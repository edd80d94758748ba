import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import type { StoredCredentials } from '../../api/client';
import { authApi, type SignUpValues, type User } from '../auth/authApi';
import { loadSession } from './sessionStorage';

export interface SessionState {
  user: User | null;
  credentials: StoredCredentials | null;
  /** The server stopped accepting the session (expired, revoked): /login says so until the next sign-in. */
  sessionExpired: boolean;
}

const initialState: SessionState = { user: null, credentials: null, sessionExpired: false };

/** The state a new store starts from: the session kept in localStorage, if still valid. */
export function storedSessionState(): SessionState {
  const stored = loadSession();
  return { user: stored?.user ?? null, credentials: stored?.credentials ?? null, sessionExpired: false };
}

export const signInRequested = createApiThunk('session/signIn', ({ email, password }: { email: string; password: string }) =>
  authApi.signIn(email, password),
);

export const signUpRequested = createApiThunk('session/signUp', (values: SignUpValues) => authApi.signUp(values));

/** Logout clears the session even when the call fails (offline, token already revoked). */
export const signOutRequested = createAsyncThunk('session/signOut', async () => {
  try {
    await authApi.signOut();
  } catch {
    // The local session is cleared by the reducer either way.
  }
});

export const tokenValidated = createApiThunk('session/validateToken', () => authApi.validateToken());

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The server refused the stored session (a 401/403, or validate_token failed). */
    sessionCleared: (state) => {
      if (state.credentials) state.sessionExpired = true;
      state.user = null;
      state.credentials = null;
    },
    sessionNoticeDismissed: (state) => {
      state.sessionExpired = false;
    },
    userUpdated: (state, action: PayloadAction<User>) => {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInRequested.fulfilled, (state, action) => {
        state.user = action.payload.user;
        state.credentials = action.payload.credentials;
        state.sessionExpired = false;
      })
      .addCase(tokenValidated.fulfilled, (state, action) => {
        state.user = action.payload;
      })
      .addCase(signOutRequested.fulfilled, (state) => {
        state.user = null;
        state.credentials = null;
      });
  },
});

export const { sessionCleared, sessionNoticeDismissed, userUpdated } = sessionSlice.actions;
export default sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectUser = (state: WithSession) => state.session.user;
export const selectSessionExpired = (state: WithSession) => state.session.sessionExpired;
export const selectCredentials = (state: WithSession) => state.session.credentials;
export const selectIsSignedIn = (state: WithSession) => Boolean(state.session.user?.id && state.session.user.salon?.id && state.session.credentials);
export const selectSalonId = (state: WithSession) => state.session.user?.salon.id ?? null;
/**
 * What the signed-in user may do (server/contract/roles.ts). Null while unknown: no one signed in, or a session
 * stored before roles existed, which RequireSession validates again to learn it.
 */
export const selectRole = (state: WithSession) => state.session.user?.role ?? null;
