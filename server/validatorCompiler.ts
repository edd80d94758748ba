import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';

/** A whole number as people write it: no sign but '-', no leading zero, no spaces, no 0x, no 1e2, no 97.0. */
const PLAIN_INTEGER = /^-?(?:0|[1-9][0-9]{0,15})$/;

const isIntegerSchema = (schema: unknown): boolean => {
  if (!schema || typeof schema !== 'object') return false;
  const node = schema as { type?: unknown; anyOf?: unknown[]; oneOf?: unknown[] };
  if (node.type === 'integer') return true;
  return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].some(isIntegerSchema);
};

function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.keys(properties).filter((key) => isIntegerSchema(properties[key]));
}

/**
 * TypeBox converts path and query strings with JavaScript's Number(), which reads '0x61', '9.7e1', '+97', '97.0',
 * ' 97' and '097' all as 97: one resource answering to many addresses, and ids nobody meant. Integer fields of
 * params and querystrings accept only plain decimal digits; anything else fails as a non-number does (422).
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  const keys = route.httpPart === 'params' || route.httpPart === 'querystring' ? integerProperties(route.schema) : [];
  if (keys.length === 0) return validate;
  return (value: unknown) => {
    const input = (value ?? {}) as Record<string, unknown>;
    const errors: FastifySchemaValidationError[] = keys
      .filter((key) => {
        const raw = input[key];
        return typeof raw === 'string' && !PLAIN_INTEGER.test(raw);
      })
      .map((key) => ({ keyword: 'type', instancePath: `/${key}`, schemaPath: `#/properties/${key}/type`, params: { type: 'integer' }, message: 'must be integer' }));
    return errors.length > 0 ? { error: errors } : validate(value);
  };
};
