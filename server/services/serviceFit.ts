import type { Db } from '../db/client';
import { unprocessable, type FieldErrors } from '../errors';
import { serviceMisfitRows } from '../repositories/bookingFit';

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
  const misfits = await serviceMisfitRows(db, salonId, asks);
  for (const ask of asks) {
    const misfit = misfits.find((m) => m.employeeId === ask.employeeId && m.serviceId === ask.serviceId);
    if (misfit) (errors[ask.field] ??= []).push({ key: 'serviceNotDone', params: { name: misfit.name } });
  }
  return errors;
}

/** Refuses (422) what serviceMisfits finds. */
export async function assertServicesFit(db: Db, salonId: number, asks: ServiceAsk[]) {
  const errors = await serviceMisfits(db, salonId, asks);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
