import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { pruneAccessLog } from '../repositories/accessLog';
import { deleteExpiredTokens } from '../repositories/authTokens';
import { deleteExpiredDevices } from '../repositories/deviceCookies';
import { pruneIdempotencyKeys } from '../repositories/idempotencyKeys';
import { deleteExpiredWindows } from '../repositories/rateLimits';
import { analyzeTables } from '../repositories/statistics';
import { IDEMPOTENCY_TTL_SECONDS } from '../services/idempotency';
import { purgeClosedAccounts } from '../services/privacy';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * Hourly clean-up and a daily ANALYZE; every statement is idempotent, so N instances running it at once do no
 * harm. openDatabase() analyzes at start-up, so the first periodic one is a day later: a table grown since then
 * (PGlite has no autovacuum) gets fresh planner statistics without waiting for a restart.
 */
export function startMaintenance(db: Db, log: FastifyBaseLogger, options: { analyzeEveryMs?: number } = {}) {
  const analyzeEveryMs = options.analyzeEveryMs ?? DAY;
  let analyzedAt = Date.now();

  const analyze = async () => {
    analyzedAt = Date.now();
    await analyzeTables(db);
  };
  const pending = new Set<Promise<void>>();
  const round = async () => {
    try {
      // Expired sign-ins go without a notice: a session held in memory is refused past its expiry anyway
      // (services/auth.ts), and nothing else cached reads them. A purged salon is announced (salonClosing.ts).
      await deleteExpiredTokens(db);
      await deleteExpiredDevices(db);
      await deleteExpiredWindows(db, 24 * 3600);
      await pruneAccessLog(db, 6);
      await pruneIdempotencyKeys(db, IDEMPOTENCY_TTL_SECONDS);
      // LGPD: an account closed 30 days ago goes, with all its data (the privacy page promises it).
      const purged = await purgeClosedAccounts(db);
      if (purged.length > 0) log.info({ salons: purged }, 'closed accounts deleted');
      if (Date.now() - analyzedAt >= analyzeEveryMs) await analyze();
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  };
  const run = () => {
    const job = round().finally(() => pending.delete(job));
    pending.add(job);
    return job;
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  void run();
  // Stopping waits for the rounds in progress, so the database is never closed under them.
  const stop = async () => {
    clearInterval(timer);
    await Promise.all(pending);
  };
  return { stop, run, analyze };
}

/** The maintenance job as a plugin: started with the app's workers, stopped when the app closes. */
export const maintenanceJob = fp(
  async (app) => {
    const maintenance = startMaintenance(app.db, app.log);
    app.addHook('onClose', () => maintenance.stop());
  },
  { name: 'job:maintenance' },
);
