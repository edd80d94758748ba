import type { SaleSummaryWire, SaleWire } from '../contract/sales';
import type { Db } from '../db/client';
import { contactsVisible } from './clientContacts';
import { can } from '../contract/roles';
import { ownColumn, type Actor } from './permissions';

/*
 * A sale as the caller may read it (issue 24, DESIGN.md section 5): a professional reads the client's e-mail only
 * of their own clients (services/clientContacts.ts) and the commission only of their own lines; a colleague's
 * line on a shared sale keeps its name, value and professional. The owner and the front desk read it whole.
 * Shaping only: who may open which sale is the sales service's (showFor).
 */

type SaleClient = SaleSummaryWire['client'];

/** The sale's client, without the e-mail when it is not the caller's to read. */
async function clientsFor(db: Db, actor: Actor, clients: SaleClient[]): Promise<SaleClient[]> {
  const ids = [...new Set(clients.flatMap((client) => (client?.email ? [client.id] : [])))];
  const visible = ids.length > 0 ? await contactsVisible(db, actor, ids) : undefined;
  return clients.map((client) => (client && client.email !== null && visible && !visible.has(client.id) ? { ...client, email: null } : client));
}

/** The sales list (the owner's and the front desk's today, so shaped for the day a professional gets it). */
export async function salesFor(db: Db, actor: Actor, sales: SaleSummaryWire[]): Promise<SaleSummaryWire[]> {
  if (ownColumn(actor) === null || sales.length === 0) return sales;
  const clients = await clientsFor(db, actor, sales.map((sale) => sale.client));
  return sales.map((sale, i) => ({ ...sale, client: clients[i] }));
}

/**
 * One sale: the answer of its creation and of GET /sales/{id}. Line commissions are read by the owner (who sets
 * the rates) and by each professional for their own lines; the front desk reads none.
 */
export async function saleFor(db: Db, actor: Actor, sale: SaleWire): Promise<SaleWire> {
  if (can(actor.role, 'staffManage')) return sale;
  const [client] = ownColumn(actor) === null ? [sale.client] : await clientsFor(db, actor, [sale.client]);
  const own = actor.employeeId;
  const transactions = sale.transactions.map((line) => (own !== null && line.user_id === own ? line : { ...line, commission_rate: null, commission: null }));
  return { ...sale, client, transactions };
}
