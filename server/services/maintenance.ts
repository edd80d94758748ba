import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { pruneAccessLog } from '../repositories/accessLog';
import { deleteExpiredTokens } from '../repositories/authTokens';
import { deleteExpiredWindows } from '../repositories/rateLimits';

const HOUR = 3600 * 1000;

/** Hourly clean-up; every statement is idempotent, so N instances running it at once do no harm. */
export function startMaintenance(db: Db, log: FastifyBaseLogger) {
  const run = async () => {
    try {
      await deleteExpiredTokens(db);
      await deleteExpiredWindows(db, 24 * 3600);
      await pruneAccessLog(db, 6);
    } catch (error) {
      log.error({ err: error }, 'maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer), run };
}
