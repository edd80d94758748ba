import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { WorkingDay } from '../contract/constants';
import type { Db } from '../db/client';
import { appointments, employees, employeeServices, salons } from '../db/schema/index';
import { rowsOf } from './sqlHelpers';

/** The salon's rule ('permitir qualquer serviço'), its zone and default hours: what a booking's fit is judged by. */
export async function salonFitRules(db: Db, salonId: number) {
  const [row] = await db
    .select({ anyServiceAllowed: salons.anyServiceAllowed, timeZone: salons.timeZone, workingHours: salons.workingHours })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row;
}

/**
 * Of the asked (professional, service) pairs, those the professional does not do, with the professional's name:
 * only where the salon keeps the rule (no 'permitir qualquer serviço') and the professional has services set.
 * One statement for any number of pairs.
 */
export async function serviceMisfitRows(db: Db, salonId: number, asks: Array<{ employeeId: number; serviceId: number }>) {
  const list = (values: number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
  const rows = await rowsOf<{ employee_id: number | string; service_id: number | string; name: string }>(
    db,
    sql`select a.employee_id, a.service_id, e.name
      from unnest(${list(asks.map((ask) => ask.employeeId))}::bigint[], ${list(asks.map((ask) => ask.serviceId))}::bigint[]) as a(employee_id, service_id)
      join ${salons} s on s.id = ${salonId} and not s.any_service_allowed
      join ${employees} e on e.salon_id = ${salonId} and e.id = a.employee_id
      where exists (select 1 from ${employeeServices} es where es.salon_id = ${salonId} and es.employee_id = a.employee_id)
        and not exists (select 1 from ${employeeServices} es where es.salon_id = ${salonId} and es.employee_id = a.employee_id and es.service_id = a.service_id)`,
  );
  return rows.map((row) => ({ employeeId: Number(row.employee_id), serviceId: Number(row.service_id), name: row.name }));
}

export interface StaffFit {
  id: number;
  name: string;
  servesClients: boolean;
  workingHours: WorkingDay[] | null;
  /** The services set on the staff form's 'Serviços' tab; empty: none set (every service goes). */
  serviceIds: Set<number>;
}

/** The salon's professionals (of `ids` when given) with their services, by name. */
export async function staffFit(db: Db, salonId: number, ids?: number[]): Promise<StaffFit[]> {
  if (ids && ids.length === 0) return [];
  const which = ids ? and(eq(employees.salonId, salonId), inArray(employees.id, ids)) : eq(employees.salonId, salonId);
  const [people, links] = await Promise.all([
    db
      .select({ id: employees.id, name: employees.name, servesClients: employees.servesClients, workingHours: employees.workingHours })
      .from(employees)
      .where(which)
      .orderBy(asc(employees.name), asc(employees.id)),
    db
      .select({ employeeId: employeeServices.employeeId, serviceId: employeeServices.serviceId })
      .from(employeeServices)
      .where(ids ? and(eq(employeeServices.salonId, salonId), inArray(employeeServices.employeeId, ids)) : eq(employeeServices.salonId, salonId)),
  ]);
  return people.map((person) => ({
    ...person,
    serviceIds: new Set(links.filter((link) => link.employeeId === person.id).map((link) => link.serviceId)),
  }));
}

const isActive = sql`${appointments.status} in ('new', 'started', 'completed')`;

/** A professional's active rows (bookings and blocks) that overlap [from, to), by start; `exceptId` left out. */
export async function busyRanges(db: Db, salonId: number, employeeId: number, from: Date, to: Date, exceptId?: number) {
  return db
    .select({ startAt: appointments.startAt, duration: appointments.duration })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salonId),
        eq(appointments.employeeId, employeeId),
        isActive,
        sql`agendei_slot(${appointments.startAt}, ${appointments.duration}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    )
    .orderBy(asc(appointments.startAt));
}

/** The professionals holding an active row (booking or block) that overlaps the slot; `exceptId` left out. */
export async function busyEmployeeIds(db: Db, salonId: number, startAt: Date, duration: number, exceptId?: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ employeeId: appointments.employeeId })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, salonId),
        isActive,
        sql`agendei_slot(${appointments.startAt}, ${appointments.duration}) && agendei_slot(${startAt.toISOString()}::timestamptz, ${duration}::integer)`,
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.employeeId));
}
