import { Type } from 'typebox';

/** Caps every free-text field: no one's name needs more, and it keeps hostile payloads small. */
export const ShortText = (options: { maxLength?: number } = {}) => Type.String({ maxLength: options.maxLength ?? 255 });

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SalonParams = Type.Object({ salonId: Id });
export const IdParams = Type.Object({ id: Id });

export const FieldErrorsResponse = Type.Record(Type.String(), Type.Array(Type.String()));
export const ErrorListResponse = Type.Object({ errors: Type.Array(Type.String()) });
