import type { FastifyInstance } from 'fastify';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import type { AgendaChange } from '../../../server/infra/agendaEvents';
import { json, signUpAndIn } from './harness';
import { actAs, category, client, expectStatus, service, type Actor } from './salonHelpers';

/** A signed-in salon with what a booking needs: a client, a 30-minute service, and the owner's professional. */
export interface AgendaSalon {
  as: Actor;
  clientId: number;
  serviceId: number;
  employeeId: number;
}

export async function agendaSalon(app: FastifyInstance, timeZone?: string): Promise<AgendaSalon> {
  const signedIn = await signUpAndIn(app);
  const as = actAs(app, signedIn);
  if (timeZone) await app.services.booking.setTimeZone(as.salonId, timeZone);
  const serviceId = (await service(as, await category(as, 'service', 'Cabelo'), { name: 'Corte', duration: 1800, price: 4500 })).id;
  const clientId = (await client(as, 'Carla Cliente')).id;
  return { as, clientId, serviceId, employeeId: Number(signedIn.user.employee_id) };
}

/** Another professional of the salon (without access, so no invitation e-mail). */
export async function hire(as: Actor, name: string, fields: Record<string, unknown> = {}) {
  const response = await as.post('/salons/:salonId/employees', { employee: { name, agendei_access: false, ...fields } });
  return json<{ id: number }>(expectStatus(response, 201)).id;
}

/** Epoch seconds of a UTC wall time (months from 1). */
export const utc = (year: number, month: number, day: number, hour = 0, minute = 0) => Date.UTC(year, month - 1, day, hour, minute) / 1000;

/** POSTs a booking of the salon's client and service by its professional; fields override. */
export function book(s: AgendaSalon, fields: Record<string, unknown>) {
  return s.as.post('/salons/:salonId/appointments', {
    appointment: { client_id: s.clientId, service_id: s.serviceId, employee_id: s.employeeId, ...fields },
  });
}

export async function booked(s: AgendaSalon, fields: Record<string, unknown>) {
  return json<AppointmentWire>(expectStatus(await book(s, fields), 201));
}

export function block(s: AgendaSalon, fields: Record<string, unknown>) {
  return s.as.post('/salons/:salonId/blocked_times', { blocked_time: { employee_id: s.employeeId, reason: 'Almoço', duration: 3600, ...fields } });
}

export async function blocked(s: AgendaSalon, fields: Record<string, unknown>) {
  return json<BlockedTimeWire[]>(expectStatus(await block(s, fields), 201));
}

export async function day(s: AgendaSalon, date: string, extra = '') {
  return json<AppointmentWire[]>(expectStatus(await s.as.get(`/salons/:salonId/appointments?day=${date}${extra}`), 200));
}

/** Records what the salon's agenda stream would carry. */
export function recordChanges(app: FastifyInstance, salonId: number) {
  const changes: AgendaChange[] = [];
  const stop = app.services.agendaEvents.subscribe(salonId, (change) => changes.push(change));
  return { changes, stop };
}
