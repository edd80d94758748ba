/**
 * Whether a failure means the database could not be reached (the server stopped, restarted, crashed or is
 * unreachable), as opposed to a query it refused. The API answers those 503 with Retry-After instead of 500:
 * nothing is wrong with the request, and the same request will work once the pool reconnects.
 */

/** Node's socket errors: the server refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * What node-postgres and its pool say without a code: a connection cut mid-query ('Connection terminated
 * unexpectedly'), a connect that ran past connectionTimeoutMillis, a pool whose clients are all waiting longer
 * than that, a client used after its connection failed, a pool already ended (shutdown).
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

function unavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** Looks through Drizzle's DrizzleQueryError (cause) and a multi-address connect's AggregateError (errors). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (unavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
