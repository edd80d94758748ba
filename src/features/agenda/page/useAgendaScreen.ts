import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSalonId, selectUser } from '../../salon/sessionSlice';
import { employeesByName, useGetEmployeesQuery, type Employee } from '../../staff/staffApi';
import { atTime, epochSeconds, fromDay, neighbours, nextQuarter, rangeFor, salonToday } from '../agendaDates';
import { salonNow } from '../../../lib/salonTime';
import { useAgendaScope, withinScope } from '../../salon/agendaScope';
import { professionalChosen, selectAgenda } from '../agendaSlice';
import type { Draft } from './useAgendaModals';
import { PHONE_QUERY, useMediaQuery } from '../deviceHooks';
import { firstHour } from '../grid';

const byId = (a: Employee, b: Employee) => a.id - b.id;

/**
 * What the agenda shows, from the slice and the professionals: the columns (everyone in Dia, or one
 * professional; always one in Semana and on phones: the chosen one, else the signed-in user's own, else the
 * first; only the user's own for a professional who may not see the others), the range to fetch and its
 * neighbours, and the defaults of a new booking.
 */
export function useAgendaScreen() {
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  const ownId = useAppSelector(selectUser)?.employee_id ?? null;
  const { view, day, employeeId, showCanceled } = useAppSelector(selectAgenda);
  const phone = useMediaQuery(PHONE_QUERY);
  const staff = useGetEmployeesQuery(salonId ?? skipToken);
  const scope = useAgendaScope();
  // A professional whose salon keeps agendas apart sees only their own column (the server sends only theirs).
  const all = employeesByName(staff.data);
  const byName = useMemo(() => withinScope(all, scope.seesAll, scope.ownId), [all, scope.seesAll, scope.ownId]);
  // Columns in the order professionals were added: a newcomer joins at the end instead of shuffling the grid.
  const inOrder = useMemo(() => [...byName].sort(byId), [byName]);
  const employees = useMemo(() => new Map(inOrder.map((employee) => [employee.id, employee])), [inOrder]);

  const own = (ownId !== null ? employees.get(ownId) : undefined) ?? inOrder[0] ?? null;
  const chosen = employeeId !== null ? (employees.get(employeeId) ?? null) : null;
  const single = view === 'week' || phone ? (chosen ?? own) : chosen;
  const singleId = single?.id ?? null;
  const columns = useMemo(() => (single ? [single] : inOrder), [single, inOrder]);

  const range = useMemo(() => (salonId ? rangeFor(salonId, view, day, singleId) : null), [salonId, view, day, singleId]);
  const next = useMemo(() => (salonId ? neighbours(salonId, view, day, singleId) : []), [salonId, view, day, singleId]);

  /** A new booking from the header: the next quarter hour today, the start of the working day on another day. */
  const bookingDefaults = (): Draft => {
    const employee = single ?? own;
    const start = day === salonToday() ? nextQuarter(salonNow()) : atTime(day, firstHour(employee?.working_hours, fromDay(day)));
    return { start: epochSeconds(start), employeeId: employee?.id ?? null };
  };

  /** Phones: the next or previous professional (a swipe), stopping at either end. */
  const step = (delta: 1 | -1) => {
    const at = inOrder.findIndex((employee) => employee.id === singleId);
    const target = inOrder[at + delta];
    if (target) dispatch(professionalChosen(target.id));
  };

  return {
    salonId,
    view,
    day,
    showCanceled,
    phone,
    byName,
    inOrder,
    employees,
    columns,
    /** The selector's value: Semana always names the professional whose week it is. */
    selected: view === 'week' ? singleId : chosen?.id ?? null,
    single,
    range,
    next,
    staffReady: staff.isSuccess || staff.isError,
    staffLoading: staff.isLoading,
    bookingDefaults,
    step,
  };
}
