import type { EmployeeWire } from '../../../server/contract/employees';
import { api } from '../../api/client';

export type Employee = EmployeeWire;

export const staffApi = {
  async list(salonId: number): Promise<Employee[]> {
    const { data } = await api.get<Employee[]>(`/salons/${salonId}/employees`);
    return data;
  },
};
