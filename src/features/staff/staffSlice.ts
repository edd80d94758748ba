import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import { staffApi, type Employee } from './staffApi';

export interface StaffState {
  employees: Employee[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: StaffState = { employees: [], status: 'idle' };

export const employeesRequested = createApiThunk('staff/employeesRequested', (salonId: number) => staffApi.list(salonId));

const staffSlice = createSlice({
  name: 'staff',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(employeesRequested.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(employeesRequested.fulfilled, (state, action) => {
        state.employees = action.payload;
        state.status = 'ready';
      })
      .addCase(employeesRequested.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export default staffSlice.reducer;
export const selectEmployees = (state: { staff: StaffState }) => state.staff.employees;
