import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAvatars, clients } from '../db/schema/index';

export async function saveAvatar(db: Db, avatar: { salonId: number; clientId: number; contentType: string; bytes: Buffer; key: string }) {
  const { key, ...row } = avatar;
  await db
    .insert(clientAvatars)
    .values(row)
    .onConflictDoUpdate({ target: [clientAvatars.salonId, clientAvatars.clientId], set: { contentType: row.contentType, bytes: row.bytes, updatedAt: new Date() } });
  await db
    .update(clients)
    .set({ avatarKey: key })
    .where(and(eq(clients.salonId, avatar.salonId), eq(clients.id, avatar.clientId)));
}

/** The avatar of one of the salon's clients; another salon's client has none, as far as the caller can tell. */
export async function findAvatar(db: Db, salonId: number, clientId: number) {
  const [row] = await db
    .select({ contentType: clientAvatars.contentType, bytes: clientAvatars.bytes, key: clients.avatarKey })
    .from(clientAvatars)
    .innerJoin(clients, and(eq(clients.salonId, clientAvatars.salonId), eq(clients.id, clientAvatars.clientId)))
    .where(and(eq(clientAvatars.salonId, salonId), eq(clientAvatars.clientId, clientId)));
  return row;
}
