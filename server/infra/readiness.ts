import type { FastifyBaseLogger } from 'fastify';
import type { ReadinessChecks } from '../contract/readiness';
import type { Db } from '../db/client';
import { pingDatabase } from '../repositories/health';
import { servicePlugin } from '../services/registry';

/** A load balancer probes every few seconds: a database slower than this counts as down for that probe. */
export const READY_TIMEOUT_MS = 2_000;

export interface Readiness {
  /**
   * Whether this instance can serve now. Migrations are not checked here: the app finishes building (and starts
   * listening) only after openDatabase applied them, so an instance that answers at all has them. Never throws.
   */
  check(): Promise<ReadinessChecks>;
}

declare module 'fastify' {
  interface ServiceRegistry {
    readiness: Readiness;
  }
}

/** The ping, or false after `timeoutMs`: a stalled connect must not keep the probe past the balancer's own timeout. */
async function databaseAnswers(db: Db, log: FastifyBaseLogger, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = pingDatabase(db).then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error }, 'readiness: the database did not answer');
      return false;
    },
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(app: { db: Db; log: FastifyBaseLogger; services: { agendaEvents: { listening(): boolean } } }, timeoutMs = READY_TIMEOUT_MS): Readiness {
  return {
    check: async () => {
      const database = await databaseAnswers(app.db, app.log, timeoutMs);
      // Without its LISTEN connection an instance reads everything from the database and its live agendas hear no
      // other instance's writes (infra/agendaEvents.ts): the balancer prefers the whole ones until it is back.
      return { database, listener: app.services.agendaEvents.listening() };
    },
  };
}

export default servicePlugin('readiness', (app) => createReadiness(app), ['agendaEvents']);
