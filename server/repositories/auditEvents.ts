import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, auditEvents, saleTransactions } from '../db/schema/index';
import type { Actor } from '../services/permissions';

export type AuditEntity = 'appointment' | 'sale';

/** One line of the trail, written in the caller's transaction when there is one, so it stands or falls with the change. */
export async function recordAudit(db: Db, actor: Actor, entity: AuditEntity, entityId: number, action: string, details: Record<string, unknown> | null = null) {
  await db.insert(auditEvents).values({ salonId: actor.salonId, entity, entityId, action, userId: actor.userId, userName: actor.userName, details });
}

export async function listAudit(db: Db, salonId: number, entity: AuditEntity, entityId: number) {
  return db
    .select({ action: auditEvents.action, userName: auditEvents.userName, at: auditEvents.createdAt, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.salonId, salonId), eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
}

/** Whether the appointment or sale is the salon's (another salon's id answers 404, like any of its rows). */
export async function entityExists(db: Db, salonId: number, entity: AuditEntity, entityId: number) {
  const table = entity === 'appointment' ? appointments : saleTransactions;
  const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.salonId, salonId), eq(table.id, entityId))).limit(1);
  return rows.length > 0;
}
