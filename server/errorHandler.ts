import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { isDatabaseUnavailable } from './db/unavailable';
import { databaseUnavailable, HttpError, type ErrorEnvelope, type FieldErrors, type Message } from './errors';
import { langOf, t, type Lang, type MessageKey } from './i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorEnvelope?: ErrorEnvelope;
  }
}

const text = (lang: Lang, message: Message) =>
  typeof message === 'string' ? t(lang, message) : t(lang, message.key, message.params);

function messageFor(error: FastifySchemaValidationError): Message {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'blank';
    case 'maxLength':
      return { key: 'tooLong', params: { max: Number(params.limit ?? 0) } };
    // A list or a map with too many entries: "too long (at most 30 characters)" would mislead.
    case 'maxItems':
    case 'maxProperties':
      return { key: 'tooMany', params: { max: Number(params.limit ?? 0) } };
    case 'minLength':
      return Number(params.limit) <= 1 ? 'blank' : { key: 'tooShort', params: { min: Number(params.limit) } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return 'outOfRange';
    case 'type':
      return params.type === 'integer' || params.type === 'number' ? 'notNumber' : 'invalid';
    default:
      return 'invalid';
  }
}

/** Turns schema failures into `{field: [message]}`, named as the request's fields are named. */
export function fieldsFromValidation(errors: FastifySchemaValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.split('/').filter(Boolean);
    const names =
      error.keyword === 'required' && Array.isArray(params.requiredProperties)
        ? params.requiredProperties.map((name) => [...path, String(name)].join('.'))
        : [path.join('.') || 'base'];
    // A value outside a union fails each branch and the union itself: one message says it.
    for (const name of names) {
      const messages = (fields[name] ??= []);
      const message = messageFor(error);
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return fields;
}

function statusKey(status: number, code: string | undefined): MessageKey {
  if (status === 413) return 'bodyTooLarge';
  if (status === 415) return 'unsupportedMedia';
  if (status === 404) return 'notFound';
  if (status === 429) return 'rateLimited';
  if (code?.startsWith('FST_ERR_CTP') || status === 400) return 'malformedBody';
  return 'invalid';
}

function envelope(kind: ErrorEnvelope | undefined, lang: Lang, status: number, key: MessageKey, fields?: FieldErrors) {
  const localized = fields
    ? Object.fromEntries(Object.entries(fields).map(([name, list]) => [name, list.map((m) => text(lang, m))]))
    : undefined;
  if (kind === 'auth-list') {
    const list = localized ? Object.values(localized).flat() : [t(lang, key)];
    return { success: false, errors: list };
  }
  if (kind === 'auth-fields') {
    return { status: 'error', errors: localized ?? { base: [t(lang, key)] } };
  }
  if (localized) return localized;
  return status === 401 || status === 403 ? { errors: [t(lang, key)] } : { errors: [t(lang, key)], message: t(lang, key) };
}

/**
 * PostgreSQL "data exception" codes that only a value sent by the client can cause once the schema has let it
 * through: a NUL byte in text (22021) or in JSON (22P05), or a number, date or text the column cannot hold.
 */
const BAD_VALUE_CODES = new Set(['22021', '22P05', '22P02', '22003', '22007', '22008', '22001']);

/** The SQLSTATE of a database error, looking through the driver's and Drizzle's wrappers. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one error handler: 4xx pass through in the caller's language, 5xx become a generic message. A database
 * that cannot be reached is a 503 with Retry-After (server/db/unavailable.ts), not a 500: the request was fine,
 * and the pool reconnects by itself once the server is back.
 */
export function handleError(thrown: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request);
  const kind = request.routeOptions.config?.errorEnvelope;
  let error = thrown;
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unreachable: answered 503');
    error = databaseUnavailable();
  }
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    if (error.extra) {
      const errors = error.fields ? Object.values(error.fields).flat().map((m) => text(lang, m)) : [t(lang, error.key)];
      return reply.status(error.statusCode).send({ errors, ...error.extra });
    }
    return reply.status(error.statusCode).send(envelope(kind, lang, error.statusCode, error.key, error.fields));
  }
  if (error.validation) {
    const fields = fieldsFromValidation(error.validation);
    return reply.status(422).send(envelope(kind, lang, 422, 'invalid', fields));
  }
  const state = sqlState(error);
  if (state && BAD_VALUE_CODES.has(state)) {
    // Bad input must never answer 500 (DESIGN.md section 5); logged so a schema that lets it through gets fixed.
    request.log.warn({ sqlState: state }, 'database refused a value sent by the client');
    return reply.status(422).send(envelope(kind, lang, 422, 'invalid', { base: ['invalid'] }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(envelope(kind, lang, status, statusKey(status, error.code)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(envelope(kind, lang, 500, 'serverError'));
}
