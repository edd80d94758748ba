import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { EmployeeCreateFields, EmployeeUpdateFields, EmployeeWire } from '../../../server/contract/employees';
import { baseApi } from '../../api/baseApi';

/** With the commission rates (service_commission, product_commission: percent, 0 to 100, default 0) the form sets. */
export type Employee = EmployeeWire;
export type EmployeeFields = EmployeeCreateFields;
export type EmployeeChanges = EmployeeUpdateFields;

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Alphabetical with accents ignored, so 'Ângela' sits with the A's; the id settles equal names. */
const employees = createEntityAdapter<Employee>({ sortComparer: (a, b) => collator.compare(a.name, b.name) || a.id - b.id });
const LIST = { type: 'Employee', id: 'LIST' } as const;

/** allowDuplicate: the user saw 'Já existe ...' (a 409) and chose to save anyway. */
const duplicateFlag = (allow = false) => (allow ? { allow_duplicate: true } : {});

/** The professionals (spec section 7, Employees). A save or delete updates the cached list in place. */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<EntityState<Employee, number>, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/employees` }),
      transformResponse: (list: Employee[]) => employees.setAll(employees.getInitialState(), list),
      providesTags: [LIST],
    }),
    createEmployee: build.mutation<Employee, { salonId: number; fields: EmployeeFields; allowDuplicate?: boolean }>({
      query: ({ salonId, fields, allowDuplicate }) => ({
        url: `/salons/${salonId}/employees`,
        method: 'POST',
        body: { employee: fields, ...duplicateFlag(allowDuplicate) },
      }),
      async onQueryStarted({ salonId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (saved) dispatch(staffApi.util.updateQueryData('getEmployees', salonId, (draft) => employees.upsertOne(draft, saved.data)));
      },
    }),
    updateEmployee: build.mutation<Employee, { salonId: number; id: number; changes: EmployeeChanges; allowDuplicate?: boolean }>({
      query: ({ id, changes, allowDuplicate }) => ({ url: `/employees/${id}`, method: 'PUT', body: { employee: changes, ...duplicateFlag(allowDuplicate) } }),
      async onQueryStarted({ salonId }, { dispatch, queryFulfilled }): Promise<void> {
        const saved = await queryFulfilled.catch(() => null); // a failure is the form's to show
        if (saved) dispatch(staffApi.util.updateQueryData('getEmployees', salonId, (draft) => employees.upsertOne(draft, saved.data)));
      },
    }),
    deleteEmployee: build.mutation<void, { salonId: number; id: number }>({
      query: ({ id }) => ({ url: `/employees/${id}`, method: 'DELETE' }),
      async onQueryStarted({ salonId, id }, { dispatch, queryFulfilled }): Promise<void> {
        const done = await queryFulfilled.then(() => true, () => false);
        if (done) dispatch(staffApi.util.updateQueryData('getEmployees', salonId, (draft) => employees.removeOne(draft, id)));
      },
    }),
  }),
});

export const { useGetEmployeesQuery, useCreateEmployeeMutation, useUpdateEmployeeMutation, useDeleteEmployeeMutation } = staffApi;

const { selectAll } = employees.getSelectors();
const NONE: Employee[] = [];
/** The salon's professionals by name, from a getEmployees result (none while it loads). */
export const employeesByName = (state: EntityState<Employee, number> | undefined) => (state ? selectAll(state) : NONE);
