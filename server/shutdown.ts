import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config';
import type { Database } from './db/client';

/** Below the 30 s a container platform gives a process between SIGTERM and SIGKILL. */
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 25;

/** SHUTDOWN_TIMEOUT: seconds that requests in flight get to finish after SIGTERM or SIGINT (1 to 600). */
export function shutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_TIMEOUT;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_TIMEOUT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) {
    throw new ConfigError(`SHUTDOWN_TIMEOUT must be a whole number from 1 to 600, got "${raw}"`);
  }
  return seconds * 1000;
}

/**
 * Graceful shutdown on SIGTERM (a deploy, a container stop) and SIGINT (Ctrl-C). app.close() stops accepting
 * connections at once, lets every request in flight (a sale's transaction too) finish with its normal answer,
 * then closes the plugins: the agenda streams end, background jobs stop (the outbox worker gives its unsent
 * batch back), deferred work is written and the access log is flushed; the database closes last and the
 * process exits 0. A request still running after `timeoutMs` (a stuck call) no longer holds the process: it
 * exits 1 without it. A second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, timeoutMs: number) {
  let closing = false;

  async function shutdown(signal: NodeJS.Signals) {
    if (closing) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    console.log(`${signal}: finishing the requests in flight (at most ${timeoutMs / 1000} s), then closing`);
    setTimeout(() => {
      console.error(`Shutdown: requests still running after ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT); exiting without them`);
      process.exit(1);
    }, timeoutMs);
    // A keep-alive connection whose request finished during the close would otherwise stay open until it times out.
    const reap = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(reap);
      await database.close();
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
    console.log('Closed.');
    process.exit(0);
  }

  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
