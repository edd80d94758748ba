import { COMANDA_STATUS_LABELS, type ComandaItemWire, type ComandaWire } from '../contract/comandas';
import { can } from '../contract/roles';
import type { Db } from '../db/client';
import type { ComandaStatus } from '../db/schema/index';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import { paidDepositsOf } from '../repositories/bookingDeposits';
import * as changes from '../repositories/changes';
import { findClient } from '../repositories/clients';
import * as comandas from '../repositories/comandas';
import { salonTimeZone } from '../repositories/salons';
import { epochSeconds } from './agendaWindow';
import { notAllowed, visibleColumn, type Actor } from './permissions';
import { servicePlugin } from './registry';
import { reportRange } from './reportRange';

export interface ComandaOpenFields {
  appointment_id?: number | null;
  client_id?: number | null;
}
export interface ComandaItemFields {
  service_id?: number | null;
  product_id?: number | null;
  user_id?: number | null;
  quantity?: number;
}

type Deposits = Map<number, { id: number; amount: number }>;

const itemWire = (item: comandas.ComandaItemRow, deposits: Deposits): ComandaItemWire => ({
  id: item.id,
  name: item.name,
  service_id: item.serviceId,
  product_id: item.productId,
  appointment_id: item.appointmentId,
  user_id: item.employeeId,
  employee: item.employeeId !== null && item.employeeName !== null ? { id: item.employeeId, name: item.employeeName } : null,
  quantity: item.quantity,
  value: item.value,
  total: item.quantity * item.value,
  added_by_name: item.addedByName,
  created_at: epochSeconds(item.createdAt),
  deposit: item.appointmentId === null ? null : (deposits.get(item.appointmentId) ?? null),
});

function comandaWire(row: comandas.ComandaRow, items: comandas.ComandaItemRow[], deposits: Deposits, lang: Lang): ComandaWire {
  const lines = items.filter((item) => item.comandaId === row.id).map((item) => itemWire(item, deposits));
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_display: COMANDA_STATUS_LABELS[lang][row.status],
    version: row.version,
    client: row.clientId !== null && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null,
    appointment_id: row.appointmentId,
    opened_by_name: row.openedByName,
    opened_at: epochSeconds(row.openedAt),
    ended_at: row.endedAt ? epochSeconds(row.endedAt) : null,
    ended_by_name: row.endedByName,
    sale_id: row.saleId,
    cancel_reason: row.cancelReason,
    items: lines,
    total: lines.reduce((sum, line) => sum + line.total, 0),
  };
}

/** The paid deposits of the comandas' appointment items (the checkout deducts them, as Finalizar's does). */
const depositsOf = (db: Db, salonId: number, items: comandas.ComandaItemRow[]) =>
  paidDepositsOf(db, salonId, [...new Set(items.flatMap((item) => (item.appointmentId === null ? [] : [item.appointmentId])))]);

/** The change notice of a comanda: every signed-in screen of the salon hears of it (services/agendaAudience.ts). */
const comandaChange = (actor: Actor, action: string, id: number, details: Record<string, unknown> | null): changes.Change => ({
  salonId: actor.salonId,
  entity: 'comanda',
  action,
  id,
  by: actor,
  details,
  agenda: { start_at: Math.floor(Date.now() / 1000), employeeIds: [] },
});

/** Who may add to or take from a comanda for any professional: the front desk and the owner; a professional their own. */
const forAnyone = (actor: Actor) => can(actor.role, 'comandaManage');

/** Before a sale that closes a comanda is priced: one no longer open is said so, before its lines' own refusals. */
export async function assertComandaOpen(db: Db, salonId: number, comandaId: number) {
  const row = await comandas.findComanda(db, salonId, comandaId);
  if (!row) throw unprocessable({ comanda: ['comandaNotFound'] });
  if (row.status !== 'open') throw unprocessable({ comanda: ['comandaNotOpen'] });
}

/**
 * Closes an open comanda into the sale being written, in the sale's transaction, only at the version the front
 * desk's screen showed: an item added meanwhile (its addition holds the row, so this waits for it) refuses the
 * sale under `comanda`, and the screen shows the comanda again. Two closings of one comanda make one sale.
 */
export async function closeComandaInSale(tx: Db, actor: Actor, comandaId: number, version: number, saleId: number) {
  const ended = await comandas.endComanda(tx, actor.salonId, comandaId, { status: 'closed', saleId, reason: null, byName: actor.userName, version });
  if (!ended) {
    const row = await comandas.findComanda(tx, actor.salonId, comandaId);
    throw unprocessable({ comanda: [!row ? 'comandaNotFound' : row.status !== 'open' ? 'comandaNotOpen' : 'comandaChanged'] });
  }
  await changes.record(tx, comandaChange(actor, 'closed', comandaId, { sale_id: saleId }));
}

/**
 * The comanda (issue 30 item 5). Every write is one transaction with its audit row and change notice; an item's
 * addition or removal bumps the comanda's version under its row lock, so concurrent additions from several phones
 * are all kept, and a closing that did not see one of them is refused instead of leaving it out.
 */
export function createComandaService(db: Db) {
  async function show(salonId: number, id: number, lang: Lang, q: Db = db): Promise<ComandaWire> {
    const row = await comandas.findComanda(q, salonId, id);
    if (!row) throw notFound();
    const items = await comandas.itemsOf(q, salonId, [id]);
    return comandaWire(row, items, await depositsOf(q, salonId, items), lang);
  }

  /** The open comandas (oldest first), or today's closed or canceled ones. Every role sees them: the visit is the salon's. */
  async function list(salonId: number, status: ComandaStatus, lang: Lang): Promise<ComandaWire[]> {
    const zone = await salonTimeZone(db, salonId);
    if (!zone) throw notFound();
    const rows = await comandas.listComandas(db, salonId, status, reportRange({}, zone).from);
    const items = await comandas.itemsOf(db, salonId, rows.map((row) => row.id));
    const deposits = await depositsOf(db, salonId, items);
    return rows.map((row) => comandaWire(row, items, deposits, lang));
  }

  /** The appointment's facts, refused in words when a comanda may not open from it. */
  async function appointmentOf(actor: Actor, id: number) {
    const appointment = await comandas.appointmentForComanda(db, actor.salonId, id);
    const own = visibleColumn(actor);
    if (!appointment || appointment.kind !== 'appointment' || (own !== null && appointment.employeeId !== own)) {
      throw unprocessable({ appointment_id: ['saleAppointmentNotFound'] });
    }
    if (appointment.sold || appointment.status === 'completed') throw unprocessable({ appointment_id: ['comandaAppointmentSold'] });
    if (appointment.status !== 'new' && appointment.status !== 'started') throw unprocessable({ appointment_id: ['comandaAppointmentNotLive'] });
    return appointment;
  }

  /**
   * Opens a comanda: from an appointment (its client, and its service as the first item, for its professional at
   * its price), or for a walk-in. An appointment with an open comanda already answers that one (`created` false):
   * two devices opening it at once share one, since openings take the salon's row in turn.
   */
  async function open(actor: Actor, fields: ComandaOpenFields, lang: Lang): Promise<{ comanda: ComandaWire; created: boolean }> {
    const { salonId } = actor;
    const appointment = fields.appointment_id ? await appointmentOf(actor, fields.appointment_id) : null;
    let clientId = appointment?.clientId ?? null;
    if (!appointment && fields.client_id) {
      const client = await findClient(db, salonId, fields.client_id);
      if (!client || client.erasedAt) throw unprocessable({ client: ['clientNotFound'] });
      clientId = client.id;
    }
    const result = await db.transaction(async (tx) => {
      if (!(await comandas.lockSalonForComanda(tx, salonId))) throw notFound();
      if (appointment) {
        const existing = await comandas.openComandaOf(tx, salonId, appointment.id);
        if (existing) return { id: existing, created: false };
      }
      const id = await comandas.insertComanda(tx, { salonId, clientId, appointmentId: appointment?.id ?? null, by: actor });
      if (appointment && appointment.serviceId !== null) {
        await comandas.insertItem(tx, {
          salonId, comandaId: id, serviceId: appointment.serviceId, productId: null, appointmentId: appointment.id, employeeId: appointment.employeeId,
          name: appointment.serviceName ?? '', quantity: 1, value: appointment.price ?? 0, addedBy: actor.userId, addedByName: actor.userName,
        });
      }
      await changes.record(tx, comandaChange(actor, 'opened', id, { appointment_id: appointment?.id ?? null, client_id: clientId }));
      return { id, created: true };
    });
    return { comanda: await show(salonId, result.id, lang), created: result.created };
  }

  /** The professional an item is for: the one sent, else the comanda's appointment's, else the caller's own column. */
  async function creditedTo(actor: Actor, sent: number | null | undefined, comandaId: number): Promise<number | null> {
    if (!forAnyone(actor)) {
      if (actor.employeeId === null || (sent != null && sent !== actor.employeeId)) throw notAllowed();
      return actor.employeeId;
    }
    if (sent != null) {
      if (!(await comandas.employeeOf(db, actor.salonId, sent))) throw unprocessable({ user_id: ['employeeNotFound'] });
      return sent;
    }
    const first = (await comandas.itemsOf(db, actor.salonId, [comandaId])).find((item) => item.employeeId !== null);
    return first?.employeeId ?? actor.employeeId;
  }

  /** Adds a service or product at the catalogue's price; the comanda must still be open. */
  async function addItem(actor: Actor, id: number, fields: ComandaItemFields, lang: Lang): Promise<ComandaWire> {
    const { salonId } = actor;
    const serviceId = fields.service_id ?? null;
    const productId = fields.product_id ?? null;
    if ((serviceId === null) === (productId === null)) throw unprocessable({ base: ['comandaItemOne'] });
    if (!(await comandas.findComanda(db, salonId, id))) throw notFound();
    const item = await comandas.catalogueItem(db, salonId, { serviceId, productId });
    if (!item) throw unprocessable(serviceId !== null ? { service_id: ['saleServiceNotFound'] } : { product_id: ['saleProductNotFound'] });
    const employeeId = await creditedTo(actor, fields.user_id, id);
    const quantity = serviceId !== null ? 1 : (fields.quantity ?? 1);
    await db.transaction(async (tx) => {
      if (!(await comandas.bumpOpenComanda(tx, salonId, id))) throw unprocessable({ base: ['comandaNotOpen'] });
      const itemId = await comandas.insertItem(tx, {
        salonId, comandaId: id, serviceId, productId, appointmentId: null, employeeId, name: item.name, quantity, value: item.price,
        addedBy: actor.userId, addedByName: actor.userName,
      });
      await changes.record(tx, comandaChange(actor, 'item_added', id, { item_id: itemId, name: item.name, quantity }));
    });
    return show(salonId, id, lang);
  }

  /** Takes an item out (a professional: only their own); the comanda must still be open. */
  async function removeItem(actor: Actor, id: number, itemId: number, lang: Lang): Promise<ComandaWire> {
    const { salonId } = actor;
    const item = await comandas.findItem(db, salonId, id, itemId);
    if (!item) throw notFound();
    if (!forAnyone(actor) && (actor.employeeId === null || item.employeeId !== actor.employeeId)) throw notAllowed();
    await db.transaction(async (tx) => {
      if (!(await comandas.bumpOpenComanda(tx, salonId, id))) throw unprocessable({ base: ['comandaNotOpen'] });
      if (!(await comandas.deleteItem(tx, salonId, id, itemId))) throw notFound();
      await changes.record(tx, comandaChange(actor, 'item_removed', id, { item_id: itemId, name: item.name }));
    });
    return show(salonId, id, lang);
  }

  /** Cancels an open comanda (the visit ended without a sale); its appointment stays as it was. */
  async function cancel(actor: Actor, id: number, reason: string | null | undefined, lang: Lang): Promise<ComandaWire> {
    const { salonId } = actor;
    const trimmed = reason?.trim() || null;
    await db.transaction(async (tx) => {
      const ended = await comandas.endComanda(tx, salonId, id, { status: 'canceled', saleId: null, reason: trimmed, byName: actor.userName });
      if (!ended) {
        if (!(await comandas.findComanda(tx, salonId, id))) throw notFound();
        throw unprocessable({ base: ['comandaNotOpen'] });
      }
      await changes.record(tx, comandaChange(actor, 'canceled', id, { reason: trimmed }));
    });
    return show(salonId, id, lang);
  }

  return { show, list, open, addItem, removeItem, cancel };
}
export type ComandaService = ReturnType<typeof createComandaService>;

declare module 'fastify' {
  interface ServiceRegistry {
    comandas: ComandaService;
  }
}

/** Registers the service as app.services.comandas. */
export default servicePlugin('comandas', (app) => createComandaService(app.db));
