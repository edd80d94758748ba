import { Type, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { Id, Text } from './common';

export { Text };

/** A required name: not empty (blank-only is caught by the service, which trims). */
export const Name = (maxLength = 255) => Type.String({ ...Text(maxLength), minLength: 1 });

/**
 * One of a constant list's values, as a union of literals typed as that list's union. The cast only restates
 * what map() keeps: TypeBox reads the static type from a tuple, and map() returns a plain array.
 */
type Literals<T extends readonly (string | number)[]> = { -readonly [K in keyof T]: TLiteral<T[K] & (string | number)> };
export function LiteralUnion<const T extends readonly (string | number)[]>(values: T): TUnion<Literals<T>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<Literals<T>>;
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An optional field of a request: omitted keeps the current value; null or "" clears it. */
export const OptionalText = (maxLength = 255) => Type.Optional(Nullable(Text(maxLength)));

/** Money is integer cents: R$ 39,90 is 3990. Up to R$ 1.000.000,00. */
export const MAX_CENTS = 100_000_000;
export const Cents = Type.Integer({ minimum: 0, maximum: MAX_CENTS, description: 'integer cents' });

/** Seconds: 5 minutes to 5 hours in 5-minute steps (the duration select of the forms). */
export const Duration = Type.Integer({ minimum: 300, maximum: 18_000, multipleOf: 300, description: 'seconds' });

export const IdList = Type.Array(Id, { maxItems: 500 });

export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) });

export const SearchParams = Type.Object({ salonId: Id, query: Type.String({ minLength: 1, maxLength: 100 }) });
