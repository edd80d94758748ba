import type { AgendaQuery, AppointmentCreateFields, AppointmentUpdateFields, AppointmentWire } from '../contract/appointments';
import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '../contract/constants';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable, type FieldErrors, type Message } from '../errors';
import type { Lang } from '../i18n';
import * as bookings from '../repositories/appointments';
import { setSalonTimeZone } from '../repositories/salons';
import { isForeignKeyViolation } from '../repositories/sqlHelpers';
import { agendaWindow, epochSeconds, startInstant, timeZoneOf } from './agendaWindow';
import { createClientNotices, type ClientNotices } from './clientNotices';
import { servicePlugin } from './registry';
import type { SalonCaches } from '../infra/salonCaches';
import { optional } from './text';
import { canonicalTimeZone } from './zonedTime';
import { conflictSuggestions, type AskedSlot } from './freeSlots';
import { assertServicesFit } from './serviceFit';
import * as changes from '../repositories/changes';
import type { DepositService } from './deposits';
import { assertOwnColumn, ownColumn, visibleColumn, type Actor } from './permissions';

/** 409 `{errors: {start_at: [...]}}`: the professional already holds an active row then (appointments_no_overlap). */
export const slotTaken = (message: Message = 'slotTaken') => new HttpError(409, 'slotTaken', { start_at: [message] });

/** The slot a write asks for (id: the appointment moved, which never collides with itself). */
type Slot = AskedSlot;

/** An appointment as the API answers it, wherever it is listed (the agenda, a client's history). */
export function toWire(a: bookings.BookingRow, lang: Lang): AppointmentWire {
  return {
    id: a.id,
    start_at: epochSeconds(a.startAt),
    duration: a.duration,
    price: a.price,
    notes: a.notes,
    status: a.status,
    status_display: APPOINTMENT_STATUS_LABELS[lang][a.status],
    reminded_at: a.remindedAt ? epochSeconds(a.remindedAt) : null,
    client_id: a.clientId,
    client: { id: a.clientId, name: a.clientName },
    employee_id: a.employeeId,
    employee: { id: a.employeeId, name: a.employeeName, color: a.employeeColor },
    service_id: a.serviceId,
    service: { id: a.serviceId, name: a.serviceName, duration: a.serviceDuration, price: a.servicePrice },
    sale_transaction: a.transactionId !== null && a.saleId !== null ? { id: a.transactionId, sale_id: a.saleId } : null,
    origin: a.origin,
    awaiting_deposit: a.holdUntil !== null && a.status === 'new',
    deposit: a.depositId !== null && a.depositAmount !== null && a.depositStatus !== null ? { id: a.depositId, amount: a.depositAmount, status: a.depositStatus } : null,
  };
}

/** The audit trail's word for a change: a status (Iniciar, Cancelar...), a move, or another edit. */
function auditAction(sent: Record<string, unknown>): [string, Record<string, unknown>] {
  const fields = Object.keys(sent);
  if (sent.status !== undefined) return ['status', { status: sent.status }];
  if (sent.startAt !== undefined || sent.employeeId !== undefined) return ['moved', { fields }];
  return ['updated', { fields }];
}

const statusOf = (status: AppointmentCreateFields['status']): AppointmentStatus | undefined => (status === 'no-show' ? 'no_show' : status);

/**
 * Appointments of the agenda (DESIGN.md section 5). Double booking is the database's to refuse (the exclusion
 * constraint), so two requests racing for one slot cannot both win; this service turns the refusal into a 409.
 */
export function createBookingService(db: Db, notices: ClientNotices, deposits?: DepositService, caches?: SalonCaches) {
  const zoneOf = (salonId: number) => timeZoneOf(db, salonId, caches);
  type Ids = { client_id?: number; service_id?: number; employee_id?: number };

  /** The sent client, service and professional must be the salon's; errors under the form's field names. */
  async function references(salonId: number, ids: Ids, errors: FieldErrors) {
    const found = await bookings.bookingReferences(db, salonId, { clientId: ids.client_id, serviceId: ids.service_id, employeeId: ids.employee_id });
    if (ids.client_id !== undefined && !found.client) errors.client = ['clientNotFound'];
    if (ids.service_id !== undefined && !found.service) errors.service = ['appointmentServiceNotFound'];
    if (ids.employee_id !== undefined && !found.employee) errors.employee = ['employeeNotFound'];
    // Staff who serve no clients have no column: nothing is booked for them (issue 25, item 9).
    else if (found.employee && !found.employee.servesClients) errors.employee = ['employeeServesNoClients'];
    return found;
  }

  /** What a refused slot collides with: over a blocked time the professional is away, which the message says. */
  async function clashMessage(salonId: number, slot: () => Promise<Slot | undefined>): Promise<Message> {
    const wanted = await slot();
    const clash = wanted && (await bookings.firstOverlap(db, salonId, wanted.employeeId, [wanted], wanted.id));
    return clash && clash.kind === 'block' ? 'slotBlocked' : 'slotTaken';
  }

  /** 409 for a taken slot, with what is free instead (the next start, other professionals) beside the message. */
  async function refusedSlot(actor: Actor, slot: () => Promise<Slot | undefined>) {
    const wanted = await slot();
    const error = slotTaken(await clashMessage(actor.salonId, async () => wanted));
    if (!wanted) return error;
    const suggestions = await conflictSuggestions(db, actor, wanted);
    return new HttpError(error.statusCode, error.key, error.fields, error.headers, { suggestions });
  }

  /** Runs a write: an overlap answers 409; a client, service or professional deleted meanwhile answers 422. */
  async function write<T>(actor: Actor, ids: Ids, work: () => Promise<T>, slot: () => Promise<Slot | undefined>): Promise<T> {
    const { salonId } = actor;
    try {
      return await work();
    } catch (error) {
      if (bookings.isOverlapViolation(error)) throw await refusedSlot(actor, slot);
      if (!isForeignKeyViolation(error)) throw error;
      const errors: FieldErrors = {};
      await references(salonId, ids, errors);
      throw unprocessable(Object.keys(errors).length > 0 ? errors : { base: ['invalid'] });
    }
  }

  /**
   * An update that changes the professional or the service must fit (serviceFit.ts); one that only moves or
   * restatuses a booking keeps it, even if the professional's list changed since it was made.
   */
  async function serviceStillFits(tx: Db, salonId: number, id: number, fields: AppointmentUpdateFields) {
    if (fields.employee_id === undefined && fields.service_id === undefined) return;
    const current = await bookings.findBooking(tx, salonId, id);
    if (!current) return;
    const ask = { employeeId: fields.employee_id ?? current.employeeId, serviceId: fields.service_id ?? current.serviceId, field: 'service_id' };
    if (ask.employeeId === current.employeeId && ask.serviceId === current.serviceId) return;
    await assertServicesFit(tx, salonId, [ask]);
  }

  async function show(salonId: number, id: number, lang: Lang) {
    const row = await bookings.findBooking(db, salonId, id);
    if (!row) throw notFound();
    return toWire(row, lang);
  }

  /** The day or range; a professional who may not see everyone's columns gets their own, whatever was asked. */
  async function list(actor: Actor, query: AgendaQuery, lang: Lang) {
    const { salonId } = actor;
    const { from, to } = agendaWindow(query, await zoneOf(salonId));
    const employeeId = visibleColumn(actor) ?? query.employee_id;
    return (await bookings.listBookings(db, salonId, from, to, employeeId)).map((row) => toWire(row, lang));
  }

  async function create(actor: Actor, fields: AppointmentCreateFields, lang: Lang) {
    const { salonId } = actor;
    assertOwnColumn(actor, fields.employee_id);
    const errors: FieldErrors = {};
    const startAt = startInstant(fields.start_at, await zoneOf(salonId), errors);
    const { service } = await references(salonId, fields, errors);
    if (!startAt || !service || Object.keys(errors).length > 0) throw unprocessable(errors);
    const row = await write(actor, fields, () =>
      db.transaction(async (tx) => {
        // Read in the write's transaction: the professional's services and the salon's rule as committed with it.
        await assertServicesFit(tx, salonId, [{ employeeId: fields.employee_id, serviceId: fields.service_id, field: 'service_id' }]);
        const created = await bookings.insertBooking(tx, {
          salonId,
          clientId: fields.client_id,
          serviceId: fields.service_id,
          employeeId: fields.employee_id,
          startAt,
          duration: fields.duration ?? service.duration,
          price: fields.price ?? service.price,
          notes: optional(fields.notes) ?? null,
          status: statusOf(fields.status) ?? 'new',
        });
        const agenda = { start_at: epochSeconds(created.startAt), employeeIds: [fields.employee_id] };
        await changes.record(tx, { salonId, entity: 'appointment', action: 'created', id: created.id, by: actor, agenda });
        return created;
      }),
      async () => ({ employeeId: fields.employee_id, serviceId: fields.service_id, startAt, duration: fields.duration ?? service.duration }),
    );
    return show(salonId, row.id, lang);
  }

  /** Changes what was sent: a move, a resize, another client or service, or a status (Iniciar, Cancelar...). */
  async function update(actor: Actor, id: number, fields: AppointmentUpdateFields, lang: Lang, notifyClient = true) {
    const { salonId } = actor;
    // The column it leaves, for the stream's narrowing (a move to another column is news to both).
    let previousColumn: number | undefined;
    if (ownColumn(actor) !== null || fields.employee_id !== undefined) {
      const current = await bookings.findBooking(db, salonId, id);
      if (!current) throw notFound();
      // A professional changes only their own bookings, and keeps them in their own column.
      assertOwnColumn(actor, current.employeeId, fields.employee_id);
      previousColumn = current.employeeId;
    }
    const errors: FieldErrors = {};
    const startAt = fields.start_at === undefined ? undefined : startInstant(fields.start_at, await zoneOf(salonId), errors);
    await references(salonId, fields, errors);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const patch: bookings.AppointmentPatch = {
      clientId: fields.client_id,
      serviceId: fields.service_id,
      employeeId: fields.employee_id,
      startAt,
      duration: fields.duration,
      price: fields.price,
      notes: optional(fields.notes),
      status: statusOf(fields.status),
    };
    const sent = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    let refunds: number[] = [];
    const changed = async () =>
      db.transaction(async (tx) => {
        if (sent.status === 'canceled' && notifyClient) await notices.beforeCancel(tx, salonId, id);
        await serviceStillFits(tx, salonId, id, fields);
        const updated = await bookings.updateBooking(tx, salonId, id, sent);
        if (!updated) return undefined;
        const [action, details] = auditAction(sent);
        const employeeIds = previousColumn === undefined ? [updated.employeeId] : [previousColumn, updated.employeeId];
        const agenda = { start_at: epochSeconds(updated.startAt), employeeIds };
        await changes.record(tx, { salonId, entity: 'appointment', action, id, by: actor, details, agenda });
        // An online visit canceled or missed: what its Pix deposit becomes (kept or given back) is decided with it.
        if (deposits && updated.visitId && (sent.status === 'canceled' || sent.status === 'no_show')) refunds = await deposits.settle(tx, salonId, [updated.visitId]);
        return updated;
      });
    const row = await write(
      actor,
      fields,
      async () => (Object.keys(sent).length > 0 ? changed() : bookings.findBooking(db, salonId, id)),
      async () => {
        const current = await bookings.findBooking(db, salonId, id);
        if (!current) return undefined;
        const employeeId = fields.employee_id ?? current.employeeId;
        return { id, employeeId, serviceId: fields.service_id ?? current.serviceId, startAt: startAt ?? current.startAt, duration: fields.duration ?? current.duration };
      },
    );
    if (!row) throw notFound();
    await deposits?.refundAll(salonId, refunds);
    return show(salonId, id, lang);
  }

  async function remove(actor: Actor, id: number, notifyClient = true) {
    const { salonId } = actor;
    let row: Awaited<ReturnType<typeof bookings.deleteBooking>> | undefined;
    let refunds: number[] = [];
    try {
      row = await db.transaction(async (tx) => {
        if (notifyClient) await notices.beforeCancel(tx, salonId, id);
        const deleted = await bookings.deleteBooking(tx, salonId, id);
        if (!deleted) return undefined;
        const agenda = { start_at: epochSeconds(deleted.startAt), employeeIds: [deleted.employeeId] };
        await changes.record(tx, { salonId, entity: 'appointment', action: 'deleted', id, by: actor, agenda });
        // A piece of an online visit: its Pix deposit, if any, follows what is left of the visit.
        if (deposits && deleted.visitId) refunds = await deposits.settle(tx, salonId, [deleted.visitId]);
        return deleted;
      });
    } catch (error) {
      // A sale line points at it: the sale keeps its history (it is cancelled, never deleted).
      if (isForeignKeyViolation(error)) throw unprocessable({ base: ['appointmentHasSale'] });
      throw error;
    }
    if (!row) throw notFound();
    await deposits?.refundAll(salonId, refunds);
  }

  /** Which IANA zone counts the salon's days (there is no screen for it yet; tests and scripts use it). */
  async function setTimeZone(salonId: number, timeZone: string) {
    const canonical = canonicalTimeZone(timeZone);
    if (!canonical) throw unprocessable({ time_zone: ['invalid'] });
    await db.transaction(async (tx) => {
      await setSalonTimeZone(tx, salonId, canonical);
      await changes.record(tx, { salonId, entity: 'salon', action: 'updated', id: salonId, by: changes.SYSTEM, details: { time_zone: canonical }, scope: 'all' });
    });
    // This instance forgets the old zone now; others when the notice reaches them.
    caches?.invalidate(salonId);
  }

  return { list, show, create, update, remove, setTimeZone };
}
export type BookingService = ReturnType<typeof createBookingService>;

declare module 'fastify' {
  interface ServiceRegistry {
    booking: BookingService;
  }
}

/** Registers the service as app.services.booking. */
export default servicePlugin(
  'booking',
  (app) => createBookingService(app.db, createClientNotices(app.config, app.services.mailer), app.services.deposits, app.services.salonCaches),
  ['mailer', 'salonCaches', 'deposits'],
);
