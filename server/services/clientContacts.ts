import type { ClientWire } from '../contract/clients';
import type { Db } from '../db/client';
import { clientsBookedWith } from '../repositories/clientContacts';
import { ownColumn, type Actor } from './permissions';

/** What a professional does not see of a client who never booked with them (issue 11: their own clients' contacts). */
const CONTACT_FIELDS = ['email', 'phone', 'birth', 'address', 'neighborhood', 'zip_code', 'city', 'state'] as const;

/**
 * A professional sees every client's name (to book and to sell) but the contact details only of the clients who
 * booked with them; the owner and the front desk see everything.
 */
export async function narrowContacts<T extends ClientWire>(db: Db, actor: Actor, clients: T[]): Promise<T[]> {
  const own = ownColumn(actor);
  if (own === null || clients.length === 0) return clients;
  const theirs = await clientsBookedWith(db, actor.salonId, own, clients.map((client) => client.id));
  return clients.map((client) => (theirs.has(client.id) ? client : { ...client, ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, null])) }));
}
