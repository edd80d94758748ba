import { Type, type Static } from 'typebox';
import { Nullable } from './fields';

/** GET /cep/{cep}: the street, neighbourhood, city and state of a CEP, for the forms' look-up. */
export const CepAddressResponse = Type.Object({
  zip_code: Type.String(),
  address: Nullable(Type.String()),
  neighborhood: Nullable(Type.String()),
  city: Nullable(Type.String()),
  state: Nullable(Type.String()),
});
export type CepAddress = Static<typeof CepAddressResponse>;
