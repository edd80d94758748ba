import type { ClientWire } from '../contract/clients';
import type { Db } from '../db/client';
import { clientsBookedWith } from '../repositories/clientContacts';
import { ownColumn, type Actor } from './permissions';

/** What a professional does not see of a client who is not theirs (issue 11: their own clients' contacts). */
const CONTACT_FIELDS = ['email', 'phone', 'birth', 'address', 'neighborhood', 'zip_code', 'city', 'state'] as const;

/**
 * Which of `clientIds` the caller may read the contacts of: every one for the owner and the front desk
 * (undefined), and for a professional those with a live (new, started, completed) booking in their column.
 */
export async function contactsVisible(db: Db, actor: Actor, clientIds: number[]): Promise<Set<number> | undefined> {
  const own = ownColumn(actor);
  if (own === null) return undefined;
  return clientsBookedWith(db, actor.salonId, own, clientIds);
}

/**
 * A professional sees every client's name (to book and to sell) but the contact details only of their own
 * clients; the owner and the front desk see everything.
 */
export async function narrowContacts<T extends ClientWire>(db: Db, actor: Actor, clients: T[]): Promise<T[]> {
  if (clients.length === 0) return clients;
  const visible = await contactsVisible(db, actor, clients.map((client) => client.id));
  if (!visible) return clients;
  return clients.map((client) => (visible.has(client.id) ? client : { ...client, ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, null])) }));
}
