import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import i18n from '../i18n';
import { sessionCleared, signInRequested, signOutRequested } from '../features/auth/authSlice';
import { employeesRequested } from '../features/staff/staffSlice';

/**
 * The once-per-session load of the lists every screen shares (spec section 2, "Data loading"): the salon's
 * professionals, service and product categories and clients. Each feature owns its list and its thunk; this
 * slice only remembers whether the load already ran, and forgets it when a session starts or ends.
 */
export interface SalonDataState {
  loaded: boolean;
}

/** One entry per shared list: the thunk to run and the toast to show when it fails. */
const loaders = [{ thunk: employeesRequested, failure: 'errors.loadEmployees' }];

export const salonDataRequested = createAsyncThunk('salonData/requested', async (salonId: number, { dispatch }) => {
  await Promise.all(
    loaders.map(async ({ thunk, failure }) => {
      const result = await dispatch(thunk(salonId));
      if (thunk.rejected.match(result) && result.payload?.status !== 401 && result.payload?.status !== 403) {
        toast.error(i18n.t(failure));
      }
    }),
  );
});

const salonDataSlice = createSlice({
  name: 'salonData',
  initialState: { loaded: false } as SalonDataState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(salonDataRequested.pending, (state) => {
        state.loaded = true;
      })
      .addMatcher(isAnyOf(signInRequested.fulfilled, signOutRequested.fulfilled, sessionCleared), (state) => {
        state.loaded = false;
      });
  },
});

export default salonDataSlice.reducer;
export const selectSalonDataLoaded = (state: { salonData: SalonDataState }) => state.salonData.loaded;
