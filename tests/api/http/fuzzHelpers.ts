import { validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart } from '../support/salonHelpers';

/**
 * Request generators for the fuzz suite (fuzz.test.ts): everything is derived from the OpenAPI document, so a new
 * endpoint, field or query parameter is fuzzed without editing the test.
 */

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface Endpoint {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  query: Record<string, Schema>;
  body?: Schema;
  multipart: boolean;
}

export function endpointsOf(doc: { paths: Record<string, Record<string, Operation>> }): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as Endpoint['method'],
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
          body: Object.values(content)[0]?.schema,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Values

type JsonType = 'string' | 'integer' | 'float' | 'boolean' | 'null' | 'object' | 'array';
const ALL_TYPES: JsonType[] = ['string', 'integer', 'float', 'boolean', 'null', 'object', 'array'];

/** The JSON types a schema accepts; all of them when it says nothing (such a field cannot be given a wrong type). */
export function acceptedTypes(schema: Schema): Set<JsonType> {
  const accepted = new Set<JsonType>();
  const add = (type: string) => {
    if (type === 'number') accepted.add('integer').add('float');
    else if (ALL_TYPES.includes(type as JsonType)) accepted.add(type as JsonType);
  };
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  types.forEach(add);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) acceptedTypes(branch).forEach((t) => accepted.add(t));
  for (const value of [...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])]) add(value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value === 'number' ? 'float' : typeof value);
  return accepted.size === 0 ? new Set(ALL_TYPES) : accepted;
}

/** Strings meant to hurt: NUL bytes, lone surrogates, RTL and zero-width marks, emoji, SQL and LIKE wildcards. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff', '\u202e\u200b\ufeff', '👩🏽‍🦱💇‍♀️', 'ação ÇÃO ß ﬁ', "'; DROP TABLE clients; --",
  '%', '_', '\\', '%_\\%', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', '../../etc/passwd', 'null', 'undefined', 'NaN',
  '-1', '1e309', '0x10', '2024-02-30', '0000-00-00', '9999-12-31T23:59:59Z', 'infinity', '-infinity', 'epoch', 'true',
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 3 }).map((i) => ['x', 'é', '\u0000', '9'][i].repeat([300, 4_000, 70_000, 1_100_000][i])),
);

const nastyInteger = fc.oneof(
  fc.constantFrom(0, -1, -2147483649, 2147483647, 2147483648, 4294967296, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308),
  fc.integer(),
  fc.maxSafeInteger(),
);

const nastyFloat = fc.oneof(fc.constantFrom(0.5, -0.5, 1e-320, 5e-324, 1.7976931348623157e308, -0), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** A deeply nested value: parsers and validators that recurse may fall over. */
const deep = fc.integer({ min: 10, max: 2_000 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

const byType: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: nastyString,
  integer: nastyInteger,
  float: nastyFloat,
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.oneof(fc.object({ maxDepth: 2, maxKeys: 4 }), fc.constant({ __proto__: { admin: true } }), fc.constant({ $gt: '' }), deep),
  array: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), fc.array(fc.constant(1), { minLength: 1_000, maxLength: 5_000 }), deep.map((v) => [v])),
};

/** A value of a type the schema does not accept: always a validation failure. */
export function wrongValue(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const accepted = acceptedTypes(schema);
  const wrong = ALL_TYPES.filter((type) => !accepted.has(type));
  return wrong.length === 0 ? undefined : fc.oneof(...wrong.map((type) => byType[type]));
}

/** A value of an accepted type, but adversarial (out of range, too long, NUL, odd text): it may or may not pass. */
export function nastyValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(...[...acceptedTypes(schema)].map((type) => byType[type]));
}

/** Values a property of that name is given in the base body (real ids of the seeded salon, a usable e-mail...). */
export type Hints = Record<string, unknown>;

/** A plausible value for a schema (not always a valid one: formats and patterns are not honoured). */
export function sample(schema: Schema, hints: Hints = {}, name = ''): unknown {
  if (name in hints && acceptedTypes(schema).has(jsonType(hints[name]))) return hints[name];
  if (schema.enum?.length) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sample(branch, hints, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, hints, key)]));
    case 'array':
      return schema.items ? [sample(schema.items, hints, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.pattern?.includes('[0-5][0-9]')) return '09:00';
      if (name.includes('email')) return 'fuzz@salao.com.br';
      return 'Ana'.padEnd(schema.minLength ?? 0, 'a');
    default:
      return 'x';
  }
}

const jsonType = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value === 'number' ? 'float' : (typeof value as JsonType);

type Path = Array<string | number>;
export interface Leaf {
  path: Path;
  schema: Schema;
  required: boolean;
}

/** Every property of a body schema, nested ones (and array items) included. */
export function leaves(schema: Schema, path: Path = [], depth = 0): Leaf[] {
  if (depth > 4) return [];
  const own: Leaf[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    own.push({ path: [...path, name], schema: property, required: schema.required?.includes(name) ?? false });
    own.push(...leaves(property, [...path, name], depth + 1));
  }
  if (schema.items) {
    own.push({ path: [...path, 0], schema: schema.items, required: true });
    own.push(...leaves(schema.items, [...path, 0], depth + 1));
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) own.push(...leaves(branch, path, depth + 1));
  return own;
}

function withValue(base: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) {
    if (!node[step] || typeof node[step] !== 'object') node[step] = typeof step === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

export interface BodyCase {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The body broke the schema for sure (a wrong type, a required field missing, not JSON, not an object...). */
  surelyInvalid: boolean;
}

const json = (kind: string, value: unknown, surelyInvalid: boolean): BodyCase => ({ kind, payload: JSON.stringify(value), contentType: 'application/json', surelyInvalid });

/** Bodies that are not JSON, or not the object every body schema asks for. */
export const RAW_JSON_BODIES: string[] = [
  '', ' ', '{', '{"a":', '{a:1}', "{'a':1}", '{"a":1}}', '{"a":1}garbage', '\u0000', '\ufeff{}', 'null', '[]', '[{}]', '42', '-1', '"text"', 'true',
  'NaN', 'Infinity', '{"a":1e999999}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`, `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
];
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);

/** Content types a JSON endpoint does not take (text/plain has a parser: the text then fails the schema). */
export const WRONG_CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'multipart/form-data',
  'application/json; charset=utf-16', 'application/jsonx', 'application/json, text/plain', 'bogus', '*/*', 'image/png',
];

const extraFields = fc.dictionary(fc.constantFrom('id', 'salon_id', 'role', 'admin', 'created_at', 'zz', '__proto__', 'constructor', 'é'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

/**
 * Malformed bodies for an endpoint's schema. `onlyInvalid`: only those the schema refuses for sure (calls without
 * a valid token reach public endpoints such as sign-up, and must change nothing).
 */
export function bodyCases(schema: Schema | undefined, multipartEndpoint: boolean, onlyInvalid: boolean, hints: Hints = {}): fc.Arbitrary<BodyCase> {
  const base = schema ? sample(schema, hints) : {};
  const all = schema ? leaves(schema) : [];
  const typed = all.flatMap((leaf) => {
    const wrong = wrongValue(leaf.schema);
    return wrong ? [{ leaf, wrong }] : [];
  });
  const required = all.filter((leaf) => leaf.required && typeof leaf.path[leaf.path.length - 1] === 'string');
  const options: Array<fc.Arbitrary<BodyCase>> = [
    fc.constantFrom(...RAW_JSON_BODIES).map((payload) => ({ kind: 'raw JSON', payload, contentType: 'application/json', surelyInvalid: true })),
    fc.constant({ kind: 'invalid UTF-8', payload: INVALID_UTF8, contentType: 'application/json', surelyInvalid: true }),
    fc.record({ type: fc.constantFrom(...WRONG_CONTENT_TYPES), text: fc.constantFrom('a=1&b=2', '<a>1</a>', '--x\r\n\r\n', '\u0000', JSON.stringify(base)) }).map(({ type, text }) => ({
      kind: `content-type ${type}`, payload: text, contentType: type, surelyInvalid: true,
    })),
    fc.constant({ kind: 'no body at all', surelyInvalid: schema?.required !== undefined && schema.required.length > 0 }),
  ];
  if (typed.length > 0) {
    // One property of a wrong type (strings where numbers go, objects, arrays, null...), maybe with extra fields and
    // other properties made odd as well: the wrong type alone guarantees the refusal.
    options.push(
      fc.record({
        target: fc.constantFrom(...typed).chain(({ leaf, wrong }) => wrong.map((value) => ({ leaf, value }))),
        extra: fc.option(extraFields, { nil: undefined }),
        others: fc.array(fc.constantFrom(...all).chain((leaf) => nastyValue(leaf.schema).map((value) => ({ leaf, value }))), { maxLength: 2 }),
      }).map(({ target, extra, others }) => {
        let body = others.reduce((acc, { leaf, value }) => withValue(acc, leaf.path, value), base);
        body = withValue(body, target.leaf.path, target.value);
        if (extra && body && typeof body === 'object' && !Array.isArray(body)) body = Object.assign(Object.create(null) as object, extra, body);
        return json(`wrong type at ${target.leaf.path.join('.')}`, body, true);
      }),
    );
  }
  if (required.length > 0) {
    options.push(fc.constantFrom(...required).map((leaf) => json(`missing ${leaf.path.join('.')}`, withValue(base, leaf.path, undefined, true), true)));
  }
  if (!onlyInvalid && all.length > 0) {
    // Right types, odd values: out of range, negative, floats, huge, NUL, unicode; some pass and are saved.
    options.push(
      fc.record({
        changes: fc.array(fc.constantFrom(...all).chain((leaf) => nastyValue(leaf.schema).map((value) => ({ leaf, value }))), { minLength: 1, maxLength: 3 }),
        extra: fc.option(extraFields, { nil: undefined }),
      }).map(({ changes, extra }) => {
        const body = changes.reduce((acc, { leaf, value }) => withValue(acc, leaf.path, value), base);
        return json(`odd values at ${changes.map((c) => c.leaf.path.join('.')).join(', ')}`, extra && typeof body === 'object' ? { ...extra, ...(body as object) } : body, false);
      }),
    );
  }
  if (!onlyInvalid && base && typeof base === 'object') {
    // The base body with unknown fields beside (ids, roles, prototype keys): dropped or refused, never obeyed.
    options.push(fc.tuple(extraFields, fc.boolean()).map(([extra, nested]) => {
      const body = base as Record<string, unknown>;
      const wrapper = Object.keys(body).length === 1 ? Object.keys(body)[0] : undefined;
      const inner = wrapper && body[wrapper] && typeof body[wrapper] === 'object' ? (body[wrapper] as object) : undefined;
      return json('extra fields', nested && wrapper && inner ? { [wrapper]: { ...extra, ...inner } } : { ...extra, ...body }, false);
    }));
  }
  if (multipartEndpoint) options.push(multipartCase(onlyInvalid));
  return fc.oneof(...options);
}

/** One fixed value of each type, to give every property of a body a wrong type once (the examples of each run). */
const FIXED: Record<JsonType, unknown> = { string: '12', integer: 12, float: 1.5, boolean: true, null: null, object: { a: 1 }, array: [1] };

/** For each property of the schema, the base body with that property of a wrong type (types taken in turn). */
export function wrongTypeExamples(schema: Schema | undefined, hints: Hints = {}): BodyCase[] {
  if (!schema) return [];
  const base = sample(schema, hints);
  return leaves(schema).flatMap((leaf, index) => {
    const accepted = acceptedTypes(leaf.schema);
    const wrong = ALL_TYPES.filter((type) => !accepted.has(type));
    if (wrong.length === 0) return [];
    return [json(`wrong type at ${leaf.path.join('.')}`, withValue(base, leaf.path, FIXED[wrong[index % wrong.length]]), true)];
  });
}

const junkFile = fc.record({
  data: fc.oneof(
    fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x41)]),
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 0)]),
      Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a'),
      Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    ),
  ),
  filename: fc.oneof(fc.constantFrom('a.jpg', '', '../../etc/passwd', 'x'.repeat(2_000), 'ação.png', 'a\u0000.jpg', 'a.svg'), fc.string({ maxLength: 20 })),
  type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'application/octet-stream', 'text/html', ''),
});

/** multipart/form-data with junk files and junk fields, and broken multipart bodies. */
function multipartCase(onlyInvalid: boolean): fc.Arbitrary<BodyCase> {
  const name = onlyInvalid ? fc.constantFrom('', '\u0000', 'x'.repeat(300)) : fc.oneof(nastyString.filter((s) => s.length < 70_000), fc.constant('Cliente Fuzz'));
  const formCase = fc
    .record({
      name: fc.option(name, { nil: undefined }),
      fields: fc.dictionary(fc.constantFrom('client[email]', 'client[phone]', 'client[birthday]', 'client[gender]', 'client[zz]', 'allow_duplicate', 'client', 'client[avatar]', '__proto__', 'client[__proto__]'), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
      avatar: fc.option(junkFile, { nil: undefined }),
      fileField: fc.constantFrom('client[avatar]', 'client[name]', 'avatar', 'other'),
    })
    .filter(({ name: n }) => !onlyInvalid || n !== undefined)
    .map(({ name: n, fields, avatar, fileField }) => ({
      kind: 'multipart junk',
      fields: { ...fields, ...(n === undefined ? {} : { 'client[name]': n }), ...(avatar ? { [fileField]: avatar } : {}) },
    }));
  const broken = fc.constantFrom(
    { payload: '--x\r\nContent-Disposition: form-data; name="client[name]"\r\n\r\nAna', contentType: 'multipart/form-data; boundary=x' },
    { payload: 'not multipart at all', contentType: 'multipart/form-data; boundary=x' },
    { payload: '--x--\r\n', contentType: 'multipart/form-data' },
    { payload: '--y\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--y--\r\n', contentType: 'multipart/form-data; boundary=x' },
    { payload: `--x\r\nContent-Disposition: form-data; name="${'n'.repeat(500)}"\r\n\r\n1\r\n--x--\r\n`, contentType: 'multipart/form-data; boundary=x' },
    { payload: Array.from({ length: 60 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`).join('') + '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
    {
      payload: ['a', 'b'].map((f) => `--x\r\nContent-Disposition: form-data; name="client[avatar]"; filename="${f}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\r\n`).join('') + '--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
  );
  return fc.oneof(
    formCase.map((form) => ({ kind: form.kind, form: form.fields, surelyInvalid: onlyInvalid })) as fc.Arbitrary<BodyCase & { form?: FormFieldsJunk }>,
    broken.map((b) => ({ kind: 'broken multipart', ...b, surelyInvalid: true })),
  );
}
type FormFieldsJunk = Record<string, string | { data: Buffer; filename: string; type: string }>;

/** Encodes a multipart case (the platform's FormData writes it, as a browser would). */
export async function encodeBody(body: BodyCase & { form?: FormFieldsJunk }): Promise<Pick<InjectOptions, 'payload'> & { contentType?: string }> {
  if (body.form) {
    const { body: payload, contentType } = await multipart(body.form);
    return { payload, contentType };
  }
  return { payload: body.payload, contentType: body.contentType };
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses, query strings, headers

/** Path parameters no resource has: huge, negative, not numbers, NUL, broken percent-encoding, very long. */
export const GARBAGE_IDS = [
  '99999999999999999999', '2147483648', '9007199254740993', '-1', '-2147483649', '0', '00', 'abc', '%00', '1%00', '%2500', '%FF', '%E0%A4%A', '%',
  '%zz', '1.5', '1e3', '0x10', '%201', '+1', '%F0%9F%98%80', 'a%C3%A7%C3%A3o', '..', '%2e%2e', '1%2F2', "1'", '1%3BDROP%20TABLE%20users', 'null', '%5B%5D',
  'x'.repeat(5_000), '9'.repeat(2_000),
];

export const garbageSegment = fc.oneof(
  fc.constantFrom(...GARBAGE_IDS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
);

/** Garbage for each declared query parameter, and a few undeclared or repeated ones. */
export function queryString(query: Record<string, Schema>): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(
      '', '%00', '-1', '0', '1.5', '1e999', '99999999999999999999', 'true', 'null', '%5B%5D', '%', '%zz', '2024-02-30', '2024-13-01', '0000-01-01',
      '9999-12-31', '10000-01-01', '-0001-01-01', '0001-01-01', '2024-01-01T25%3A00', '2024-01-01T00%3A00%3A00%2B99%3A00', 'infinity', '-infinity', 'epoch',
      'allballs', 'today', 'x'.repeat(5_000), '%F0%9F%98%80', '%E2%80%AE',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x'))),
  );
  const names = Object.keys(query);
  const pair = fc.oneof(
    ...(names.length > 0 ? [fc.tuple(fc.constantFrom(...names), value).map(([k, v]) => `${k}=${v}`)] : []),
    ...(names.length > 0 ? [fc.tuple(fc.constantFrom(...names), value).map(([k, v]) => `${k}[]=${v}&${k}[a]=${v}`)] : []),
    fc.tuple(fc.constantFrom('zz', '__proto__', 'constructor[prototype][x]', '%00', 'a'.repeat(300)), value).map(([k, v]) => `${k}=${v}`),
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&'));
}

const headerSafe = (value: string) => {
  try {
    validateHeaderValue('x', value);
    return true;
  } catch {
    return false;
  }
};
const garbageHeader = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(10_000), 'null', 'undefined', '[object Object]', '\u00e9\u00e7', "' OR 1=1 --", '%00', '\t', 'Bearer x'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
).filter(headerSafe);

/** Garbage auth headers (a token that is no token), for the calls without a valid one. */
export const badAuthHeaders = (valid: Record<string, string>) =>
  fc.oneof(
    fc.constant({}),
    fc.record({ 'access-token': garbageHeader, client: garbageHeader, uid: garbageHeader }),
    fc.record({ 'access-token': garbageHeader }).map((h) => ({ ...valid, ...h })),
    fc.record({ uid: garbageHeader }).map((h) => ({ ...valid, ...h, 'access-token': `${valid['access-token']}x` })),
    fc.record({ client: garbageHeader }).map((h) => ({ ...valid, ...h, 'access-token': 'x' })),
  );

/** Idempotency-Key and other headers with garbage, or absent. */
export const extraHeaders = fc.record(
  {
    'idempotency-key': fc.oneof(garbageHeader, fc.constantFrom('x'.repeat(256), 'k\u00e9', 'ok-key')),
    'accept-language': fc.constantFrom('*;q=x,,;;,en-', 'xx', 'en', 'x'.repeat(5_000)),
    'x-request-id': garbageHeader,
  },
  { requiredKeys: [] },
);
