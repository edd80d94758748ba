import { createAsyncThunk, createSlice, isAnyOf, isRejected, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import i18n from '../i18n';
import { sessionCleared, signInRequested, signOutRequested } from '../features/auth/authSlice';
import { productCategoriesRequested, serviceCategoriesRequested } from '../features/catalogue/catalogueSlice';
import { clientsRequested } from '../features/clients/clientsSlice';
import { employeesRequested } from '../features/staff/staffSlice';

/**
 * The once-per-session load of the lists every screen shares (spec section 2, "Data loading"): the salon's
 * professionals, service and product categories and clients. Each feature owns its list and its thunk; this
 * slice only remembers whether the load already ran, and forgets it when a session starts or ends.
 */
export interface SalonDataState {
  loaded: boolean;
}

/** One entry per shared list: how to load it, and the toast to show when that fails. */
type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
const loaders: Array<{ load(dispatch: Dispatch, salonId: number): Promise<UnknownAction>; failure: string }> = [
  { load: (dispatch, salonId) => dispatch(employeesRequested(salonId)), failure: 'errors.loadEmployees' },
  { load: (dispatch, salonId) => dispatch(serviceCategoriesRequested(salonId)), failure: 'errors.loadServiceCategories' },
  { load: (dispatch, salonId) => dispatch(productCategoriesRequested(salonId)), failure: 'errors.loadProductCategories' },
  { load: (dispatch, salonId) => dispatch(clientsRequested({ salonId })), failure: 'errors.loadClients' },
];

export const salonDataRequested = createAsyncThunk('salonData/requested', async (salonId: number, { dispatch }) => {
  await Promise.all(
    loaders.map(async ({ load, failure }) => {
      const result = await load(dispatch, salonId);
      if (!isRejected(result)) return;
      // Skipped: the list is already there or on its way (the page asked first).
      if ((result.meta as { condition?: boolean }).condition) return;
      const status = (result.payload as { status?: number } | undefined)?.status;
      // A 401/403 already sent the user to /login; one toast per list otherwise.
      if (status !== 401 && status !== 403) toast.error(i18n.t(failure));
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
