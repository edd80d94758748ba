import { createSelector, createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import { staffApi, type Employee, type EmployeeChanges, type EmployeeFields } from './staffApi';

export interface StaffState {
  employees: Employee[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: StaffState = { employees: [], status: 'idle' };

export const employeesRequested = createApiThunk('staff/employeesRequested', (salonId: number) => staffApi.list(salonId));

export const employeeCreated = createApiThunk(
  'staff/employeeCreated',
  ({ salonId, fields, allowDuplicate }: { salonId: number; fields: EmployeeFields; allowDuplicate?: boolean }) =>
    staffApi.create(salonId, fields, allowDuplicate),
);

export const employeeUpdated = createApiThunk(
  'staff/employeeUpdated',
  ({ id, changes, allowDuplicate }: { id: number; changes: EmployeeChanges; allowDuplicate?: boolean }) =>
    staffApi.update(id, changes, allowDuplicate),
);

/** Resolves with the id, so the reducer knows which row to drop. */
export const employeeDeleted = createApiThunk('staff/employeeDeleted', async (id: number) => {
  await staffApi.remove(id);
  return id;
});

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
      })
      .addCase(employeeCreated.fulfilled, (state, action) => {
        state.employees.push(action.payload);
      })
      .addCase(employeeUpdated.fulfilled, (state, action) => {
        const index = state.employees.findIndex((e) => e.id === action.payload.id);
        if (index >= 0) state.employees[index] = action.payload;
        else state.employees.push(action.payload);
      })
      .addCase(employeeDeleted.fulfilled, (state, action) => {
        state.employees = state.employees.filter((e) => e.id !== action.payload);
      });
  },
});

export default staffSlice.reducer;

type WithStaff = { staff: StaffState };
/** In the server's order (by creation), which is also the order of the agenda's columns. */
export const selectEmployees = (state: WithStaff) => state.staff.employees;
export const selectEmployeesStatus = (state: WithStaff) => state.staff.status;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** For the staff table: alphabetical, accents ignored, so 'Ângela' sits with the A's. */
export const selectEmployeesByName = createSelector([selectEmployees], (employees) =>
  [...employees].sort((a, b) => collator.compare(a.name, b.name)),
);
