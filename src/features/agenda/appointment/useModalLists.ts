import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { selectSalonId, selectUser } from '../../salon/sessionSlice';
import { useServiceCategories } from '../../catalogue/catalogueApi';
import { employeesByName, staffApi } from '../../staff/staffApi';
import { withinScope } from '../../salon/agendaScope';

/**
 * The professionals the user books for (by name: everyone, or a professional only themselves) and the services
 * (by category), from the app's shared cache.
 */
export function useModalLists() {
  const salonId = useAppSelector(selectSalonId);
  const employeesQuery = staffApi.endpoints.getEmployees.useQuery(salonId ?? skipToken);
  const services = useServiceCategories(salonId);
  // The same rule as useAgendaScope's booksForAll, without the salon's settings (seeing is not booking).
  const booksForAll = useCan('agendaEveryone');
  const ownId = useAppSelector(selectUser)?.employee_id ?? null;
  const employees = useMemo(() => withinScope(employeesByName(employeesQuery.data), booksForAll, ownId), [employeesQuery.data, booksForAll, ownId]);
  return {
    salonId: salonId ?? 0,
    employees,
    employeesLoading: employeesQuery.isLoading,
    categories: services.categories,
  };
}
