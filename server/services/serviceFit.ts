import type { Db } from '../db/client';
import { unprocessable, type FieldErrors } from '../errors';
import { salonFitRules, staffFit } from '../repositories/bookingFit';

/** A professional asked to do a service, and the field its refusal goes under. */
export interface ServiceAsk {
  employeeId: number;
  serviceId: number;
  field: string;
}

/**
 * Issue 25 item 1: a professional with services set (the staff form's 'Serviços' tab) is booked or sold only for
 * those, unless the salon's owner turned on 'permitir qualquer serviço'; one without any set does everything.
 * Read with the caller's transaction, so the rule and the lists are those the write commits against.
 */
export async function serviceMisfits(db: Db, salonId: number, asks: ServiceAsk[]): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (asks.length === 0) return errors;
  const rules = await salonFitRules(db, salonId);
  if (!rules || rules.anyServiceAllowed) return errors;
  const staff = await staffFit(db, salonId, [...new Set(asks.map((ask) => ask.employeeId))]);
  for (const ask of asks) {
    const person = staff.find((p) => p.id === ask.employeeId);
    if (!person || person.serviceIds.size === 0 || person.serviceIds.has(ask.serviceId)) continue;
    (errors[ask.field] ??= []).push({ key: 'serviceNotDone', params: { name: person.name } });
  }
  return errors;
}

/** Refuses (422) what serviceMisfits finds. */
export async function assertServicesFit(db: Db, salonId: number, asks: ServiceAsk[]) {
  const errors = await serviceMisfits(db, salonId, asks);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
