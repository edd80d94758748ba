import type { EmployeeCreateFields, EmployeeUpdateFields, EmployeeWire } from '../../../server/contract/employees';
import { api } from '../../api/client';
import { postCreate } from '../../api/idempotency';

export type Employee = EmployeeWire;
export type EmployeeFields = EmployeeCreateFields;
export type EmployeeChanges = EmployeeUpdateFields;

const duplicateFlag = (allow: boolean) => (allow ? { allow_duplicate: true } : {});

/** Typed calls of the professionals (spec section 7, Employees). */
export const staffApi = {
  async list(salonId: number): Promise<Employee[]> {
    const { data } = await api.get<Employee[]>(`/salons/${salonId}/employees`);
    return data;
  },
  /** allowDuplicate: the user saw 'Já existe ...' (a 409) and chose to save anyway. */
  async create(salonId: number, employee: EmployeeFields, allowDuplicate = false): Promise<Employee> {
    const { data } = await postCreate<Employee>(`/salons/${salonId}/employees`, { employee, ...duplicateFlag(allowDuplicate) });
    return data;
  },
  async update(id: number, employee: EmployeeChanges, allowDuplicate = false): Promise<Employee> {
    const { data } = await api.put<Employee>(`/employees/${id}`, { employee, ...duplicateFlag(allowDuplicate) });
    return data;
  },
  async remove(id: number): Promise<void> {
    await api.delete(`/employees/${id}`);
  },
};
