import type { EmployeeCreateFields, EmployeeUpdateFields, EmployeeWire } from '../../../server/contract/employees';
import { api } from '../../api/client';

export type Employee = EmployeeWire;
export type EmployeeFields = EmployeeCreateFields;
export type EmployeeChanges = EmployeeUpdateFields;

/** Typed calls of the professionals (spec section 7, Employees). */
export const staffApi = {
  async list(salonId: number): Promise<Employee[]> {
    const { data } = await api.get<Employee[]>(`/salons/${salonId}/employees`);
    return data;
  },
  async create(salonId: number, employee: EmployeeFields): Promise<Employee> {
    const { data } = await api.post<Employee>(`/salons/${salonId}/employees`, { employee });
    return data;
  },
  async update(id: number, employee: EmployeeChanges): Promise<Employee> {
    const { data } = await api.put<Employee>(`/employees/${id}`, { employee });
    return data;
  },
  async remove(id: number): Promise<void> {
    await api.delete(`/employees/${id}`);
  },
};
