import type { AppointmentWire } from '../contract/appointments';
import type { Gender } from '../contract/constants';
import type { ClientFields, ClientWire, TransactionWire } from '../contract/clients';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import type { Lang } from '../i18n';
import { findAvatar, saveAvatar } from '../repositories/clientAvatars';
import * as history from '../repositories/clientHistory';
import { searchClientsAsProfessional } from '../repositories/clientContacts';
import * as changes from '../repositories/changes';
import * as clients from '../repositories/clients';
import { processAvatar } from './avatars';
import { toWire as appointmentWire } from './booking';
import { clientChanges, consentDate } from './clientRules';
import { contactsVisible } from './clientContacts';
import { allowsDuplicate, duplicateProbe, throwDuplicate, throwHiddenDuplicate } from './duplicates';
import type { Actor } from './permissions';
import { randomToken } from '../infra/secrets';
import { containsPattern, digitsOf, fold } from './text';
import { servicePlugin } from './registry';

export const CLIENTS_PER_PAGE = 30;
const HISTORY_PER_PAGE = 50;
/** The Produtos and Serviços tabs of the client detail: 30 sale lines a page. */
const TRANSACTIONS_PER_PAGE = 30;

const epochOf = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

export const toWire = (c: clients.ClientRow): ClientWire => ({
  id: c.id,
  salon_id: c.salonId,
  name: c.name,
  email: c.email,
  phone: c.phone,
  gender: c.gender as Gender,
  birth: c.birth,
  address: c.address,
  neighborhood: c.neighborhood,
  zip_code: c.zipCode,
  city: c.city,
  state: c.state,
  avatar_url: c.avatarKey ? `/v1/clients/${c.id}/avatar?v=${c.avatarKey}` : null,
  reminders_opt_out_at: epochOf(c.remindersOptOutAt),
  messages_consent: c.messagesConsent,
  messages_consent_at: epochOf(c.messagesConsentAt),
  erased_at: epochOf(c.erasedAt),
});

const offsetOf = (page: number, size: number) => (page - 1) * size;

/**
 * A client's change for the audit trail and the other instances' caches. The trail names the fields written,
 * never their values: an erased client's past lines must say nothing of who they were (LGPD).
 */
export function clientChange(actor: changes.ChangeAuthor & { salonId: number }, action: string, id: number, fields?: object): changes.Change {
  const details = fields ? { fields: Object.keys(fields).sort() } : null;
  return { salonId: actor.salonId, entity: 'client', action, id, by: actor, details };
}

export function createClientService(db: Db) {
  async function find(salonId: number, id: number) {
    const row = await clients.findClient(db, salonId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A page by number, or (`after`, keyset) the page after that client: the way to walk a long list. */
  async function list(salonId: number, page = 1, after?: number) {
    if (after === undefined) return (await clients.listClients(db, salonId, CLIENTS_PER_PAGE, offsetOf(page, CLIENTS_PER_PAGE))).map(toWire);
    const rows = await clients.listClientsAfter(db, salonId, after, CLIENTS_PER_PAGE);
    if (!rows) throw unprocessable({ after: ['clientNotFound'] });
    return rows.map(toWire);
  }

  /**
   * Accent- and case-insensitive on the name, and by e-mail or phone digits: 'joao' finds 'João', '98765-4321' the
   * phone that holds those digits (a query with a letter in it is words only). `ownColumn`
   * (services/permissions.ts) is a professional's column: they search names, and contacts of their own clients only.
   */
  async function search(salonId: number, query: string, page = 1, ownColumn: number | null = null) {
    const terms = fold(query).split(' ').filter(Boolean).slice(0, 5);
    // The digits are a phone's only when nothing but digits and punctuation was typed: in 'paulo.oliveira818' they
    // are the e-mail's, and as a phone they would list everyone whose number holds 818 ahead of Paulo.
    const digits = /\p{L}/u.test(query) ? '' : digitsOf(query);
    const patterns = { terms, words: terms.map(containsPattern), digits: digits.length >= 2 ? containsPattern(digits) : undefined };
    const offset = offsetOf(page, CLIENTS_PER_PAGE);
    const rows =
      ownColumn === null
        ? await clients.searchClients(db, salonId, patterns, CLIENTS_PER_PAGE, offset)
        : await searchClientsAsProfessional(db, salonId, ownColumn, patterns, CLIENTS_PER_PAGE, offset);
    return rows.map(toWire);
  }

  /**
   * 409 when the name or phone being written is another client's, unless the caller said to save anyway. `actor`,
   * when given, is who asks: the answer shows them only the contacts they may read (services/clientContacts.ts).
   */
  async function rejectDuplicate(salonId: number, written: ReturnType<typeof clientChanges>, current?: clients.ClientRow, actor?: Actor) {
    const probe = duplicateProbe(written, current);
    const found = probe && (await clients.findClientDuplicate(db, salonId, probe, current?.id));
    if (!found) return;
    const visible = actor && (await contactsVisible(db, actor, [found.id]));
    if (visible && !visible.has(found.id)) throwHiddenDuplicate(found);
    throwDuplicate('client', found);
  }

  /** `allowDuplicate`: allow_duplicate sent beside the client's fields (it may also come among them). */
  async function create(actor: Actor, fields: ClientFields, allowDuplicate = false): Promise<ClientWire> {
    const { salonId } = actor;
    const written = clientChanges(fields);
    // A bad photo is a 422 to fix first; the duplicate question comes once the form itself is acceptable.
    const avatar = await processAvatar(fields.avatar);
    if (!allowsDuplicate(allowDuplicate, fields.allow_duplicate)) await rejectDuplicate(salonId, written, undefined, actor);
    const id = await db.transaction(async (tx) => {
      const name = written.name ?? '';
      // sort_name and search_text: the database derives them from this very row (issue 6, item 3).
      const row = await clients.insertClient(tx, { ...written, ...consentDate(written), salonId, name });
      if (avatar) await saveAvatar(tx, { salonId, clientId: row.id, ...avatar, key: randomToken(8) });
      await changes.record(tx, clientChange(actor, 'created', row.id, { ...written, ...(avatar ? { avatar: true } : {}) }));
      return row.id;
    });
    return toWire(await find(salonId, id));
  }

  async function update(actor: Actor, id: number, fields: ClientFields, allowDuplicate = false): Promise<ClientWire> {
    const { salonId } = actor;
    const current = await find(salonId, id);
    // An erased client (LGPD) stays anonymous: nothing may be written back into the row.
    if (current.erasedAt) throw unprocessable({ base: ['clientErased'] });
    const written = clientChanges(fields);
    const avatar = await processAvatar(fields.avatar);
    if (!allowsDuplicate(allowDuplicate, fields.allow_duplicate)) await rejectDuplicate(salonId, written, current);
    await db.transaction(async (tx) => {
      // Only what was sent: the trigger folds the row's final name, e-mail and phone, whatever ran meanwhile.
      const row = await clients.updateClient(tx, salonId, id, { ...written, ...consentDate(written, current), updatedAt: new Date() });
      if (!row) throw notFound();
      if (avatar) await saveAvatar(tx, { salonId, clientId: id, ...avatar, key: randomToken(8) });
      await changes.record(tx, clientChange(actor, 'updated', id, { ...written, ...(avatar ? { avatar: true } : {}) }));
    });
    return toWire(await find(salonId, id));
  }

  async function remove(actor: Actor, id: number) {
    const deleted = await db.transaction(async (tx) => {
      if (!(await clients.deleteClient(tx, actor.salonId, id))) return false;
      await changes.record(tx, clientChange(actor, 'deleted', id));
      return true;
    });
    if (!deleted) throw notFound();
  }

  async function avatar(salonId: number, id: number) {
    const found = await findAvatar(db, salonId, id);
    if (!found) throw notFound();
    return found;
  }

  async function statistics(salonId: number, id: number) {
    await find(salonId, id);
    const s = await history.clientStatistics(db, salonId, id);
    return {
      prospection: s.prospection,
      sales_total: s.salesTotal,
      appointments_total: s.total,
      completed: s.completed,
      canceled: s.canceled,
      no_show: s.noShow,
      new_count: s.newCount,
      last_visit: s.lastVisit,
    };
  }

  async function appointments(salonId: number, id: number, lang: Lang, page = 1): Promise<AppointmentWire[]> {
    await find(salonId, id);
    const rows = await history.clientAppointments(db, salonId, id, HISTORY_PER_PAGE, offsetOf(page, HISTORY_PER_PAGE));
    return rows.map((row) => appointmentWire(row, lang));
  }

  /** A page of the client's sale lines (canceled sales left out), newest first, split into products and services. */
  async function transactions(salonId: number, id: number, page = 1) {
    await find(salonId, id);
    const rows = await history.clientTransactions(db, salonId, id, TRANSACTIONS_PER_PAGE, offsetOf(page, TRANSACTIONS_PER_PAGE));
    const wire = rows.map(
      (r): TransactionWire => ({
        id: r.id,
        sale_id: r.saleId,
        name: r.name,
        quantity: r.quantity,
        value: r.value,
        discount: r.discount,
        created_at: Math.floor(r.createdAt.getTime() / 1000),
        product_id: r.productId,
        service_id: r.serviceId,
        appointment_id: r.appointmentId,
        employee: r.employeeId !== null && r.employeeName !== null ? { id: r.employeeId, name: r.employeeName } : null,
      }),
    );
    return { products: wire.filter((r) => r.product_id !== null), services: wire.filter((r) => r.product_id === null) };
  }

  const show = async (salonId: number, id: number) => toWire(await find(salonId, id));
  return { list, search, show, create, update, remove, avatar, statistics, appointments, transactions };
}
export type ClientService = ReturnType<typeof createClientService>;

declare module 'fastify' {
  interface ServiceRegistry {
    clients: ClientService;
  }
}

/** Registers the service as app.services.clients. */
export default servicePlugin('clients', (app) => createClientService(app.db));
