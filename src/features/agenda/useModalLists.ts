import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { selectSalonId } from '../auth/authSlice';
import { useServiceCategories } from '../catalogue/catalogueApi';
import { employeesByName, staffApi } from '../staff/staffApi';

/** The salon's professionals (by name) and services (by category), from the app's shared cache. */
export function useModalLists() {
  const salonId = useAppSelector(selectSalonId);
  const employeesQuery = staffApi.endpoints.getEmployees.useQuery(salonId ?? skipToken);
  const services = useServiceCategories(salonId);
  return {
    salonId: salonId ?? 0,
    employees: employeesByName(employeesQuery.data),
    employeesLoading: employeesQuery.isLoading,
    categories: services.categories,
  };
}
