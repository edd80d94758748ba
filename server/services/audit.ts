import type { AuditListWire } from '../contract/audit';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { entityExists, listAudit, type AuditEntity } from '../repositories/auditEvents';
import { servicePlugin } from './registry';

/** The audit trail's reading side (the writing is in the services that change appointments and sales). */
export function createAuditService(db: Db) {
  /** Oldest first; 404 for an id the salon never had (a deleted appointment keeps its trail). */
  async function trail(salonId: number, entity: AuditEntity, id: number): Promise<AuditListWire> {
    const rows = await listAudit(db, salonId, entity, id);
    if (rows.length === 0 && !(await entityExists(db, salonId, entity, id))) throw notFound();
    return { events: rows.map((r) => ({ action: r.action, user_name: r.userName, at: Math.floor(r.at.getTime() / 1000), details: r.details ?? null })) };
  }
  return { trail };
}
export type AuditService = ReturnType<typeof createAuditService>;

declare module 'fastify' {
  interface ServiceRegistry {
    audit: AuditService;
  }
}

/** Registers the service as app.services.audit. */
export default servicePlugin('audit', (app) => createAuditService(app.db));
