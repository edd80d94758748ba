import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { fieldsFromValidation } from '../errorHandler';
import { unprocessable, type FieldErrors, type Message } from '../errors';
import type { MessageKey } from '../i18n';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const BRACKETED = /^(\w+)\[(\w+)\]$/;
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Rails-style params, as the SPA sends them: `{employee: {...}}`. A flat body is wrapped (Rails'
 * wrap_parameters), and multipart fields named `client[name]` are nested, so one schema serves all three.
 */
export function nestBody(wrapper: string, body: unknown): unknown {
  if (!isRecord(body) || wrapper in body) return body;
  const nested: Record<string, unknown> = {};
  // Plain fields beside `client[...]` ones (multipart `allow_duplicate`) stay at the top, as in JSON.
  const top: Record<string, unknown> = {};
  let bracketed = false;
  for (const [key, value] of Object.entries(body)) {
    const match = BRACKETED.exec(key);
    if (!match && !UNSAFE.has(key)) top[key] = value;
    if (match?.[1] !== wrapper) continue;
    bracketed = true;
    if (!UNSAFE.has(match[2])) nested[match[2]] = value;
  }
  return bracketed ? { ...top, [wrapper]: nested } : { [wrapper]: body };
}

/**
 * One message per problem: a nullable field's schema reports "not a string" and "not null" and "neither";
 * the specific message (too long, out of range) says it better, so the generic 'invalid' goes when one exists.
 */
export function tidy(list: Message[]): Message[] {
  const unique = list.filter((m, i) => list.findIndex((n) => JSON.stringify(n) === JSON.stringify(m)) === i);
  const specific = unique.filter((m) => m !== 'invalid');
  return specific.length > 0 ? specific : unique;
}

/** Names field errors as the form names its fields (`name`, not `employee.name`), with clearer messages where given. */
export function wrappedFieldErrors(wrapper: string, errors: FastifySchemaValidationError[], messages: Record<string, MessageKey>) {
  const fields: FieldErrors = {};
  for (const [path, list] of Object.entries(fieldsFromValidation(errors))) {
    const inner = path === wrapper ? 'base' : path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path;
    // `service_ids.3` is reported on `service_ids`: the form has one field for the whole list.
    const field = inner.split('.')[0];
    const override = messages[field];
    fields[field] = [...(fields[field] ?? []), ...(override ? [override] : list)];
  }
  for (const [field, list] of Object.entries(fields)) fields[field] = tidy(list);
  return unprocessable(fields);
}

/** Route options for a body sent as `{wrapper: {...}}`: nesting before validation, readable errors after. */
export function wrappedBody(wrapper: string, messages: Record<string, MessageKey> = {}) {
  return {
    preValidation: async (request: FastifyRequest) => {
      request.body = nestBody(wrapper, request.body);
    },
    schemaErrorFormatter: (errors: FastifySchemaValidationError[], dataVar: string) =>
      dataVar === 'body' ? wrappedFieldErrors(wrapper, errors, messages) : unprocessable(fieldsFromValidation(errors)),
  };
}
