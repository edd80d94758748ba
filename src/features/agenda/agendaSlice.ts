import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared, signInRequested, signOutRequested } from '../salon/sessionSlice';
import { salonToday, type AgendaView } from './agendaDates';

export type { AgendaView };

/** What the agenda shows (UI state only: the appointments themselves live in RTK Query's cache). */
export interface AgendaState {
  view: AgendaView;
  /** YYYY-MM-DD: the day shown, or a day of the week shown. */
  day: string;
  /** The chosen professional; null is everyone (one column each in Dia). */
  employeeId: number | null;
  /** Canceled appointments stay hidden unless asked for. */
  showCanceled: boolean;
}

const initialState = (): AgendaState => ({ view: 'day', day: salonToday(), employeeId: null, showCanceled: false });

const agendaSlice = createSlice({
  name: 'agenda',
  initialState,
  reducers: {
    viewChanged: (state, action: PayloadAction<AgendaView>) => {
      state.view = action.payload;
    },
    dayChosen: (state, action: PayloadAction<string>) => {
      state.day = action.payload;
    },
    professionalChosen: (state, action: PayloadAction<number | null>) => {
      state.employeeId = action.payload;
    },
    canceledToggled: (state) => {
      state.showCanceled = !state.showCanceled;
    },
  },
  // Another session starts on today, with everyone: a professional id of the last salon means nothing here.
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(signInRequested.fulfilled, signOutRequested.fulfilled, sessionCleared), () => initialState());
  },
});

export const { viewChanged, dayChosen, professionalChosen, canceledToggled } = agendaSlice.actions;
export default agendaSlice.reducer;

type WithAgenda = { agenda: AgendaState };
export const selectAgenda = (state: WithAgenda) => state.agenda;
