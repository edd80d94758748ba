import type { Db } from '../db/client';
import { insertAccessLog, type AccessLogEntry } from '../repositories/accessLog';
import { servicePlugin } from '../services/registry';

export type { AccessLogEntry };

/** Who did what, kept 6 months (see the privacy policy); plugins/accessLog.ts buffers the rows it writes. */
export function createAccessLog(db: Db) {
  return {
    write: (entries: AccessLogEntry[]) => insertAccessLog(db, entries),
  };
}
export type AccessLog = ReturnType<typeof createAccessLog>;

declare module 'fastify' {
  interface ServiceRegistry {
    accessLog: AccessLog;
  }
}

/** Registers the service as app.services.accessLog. */
export default servicePlugin('accessLog', (app) => createAccessLog(app.db));
