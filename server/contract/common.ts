import { Type } from 'typebox';

// PostgreSQL text cannot hold U+0000: such input is refused here (422) instead of failing in the database.
const NO_NUL = '^[^\\u0000]*$';

/** Free text: at most `maxLength` characters, no NUL. */
export const Text = (maxLength = 255) => Type.String({ maxLength, pattern: NO_NUL });

/** Caps every free-text field: no one's name needs more, and it keeps hostile payloads small. */
export const ShortText = (options: { maxLength?: number } = {}) => Text(options.maxLength ?? 255);

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SalonParams = Type.Object({ salonId: Id });
export const IdParams = Type.Object({ id: Id });

export const FieldErrorsResponse = Type.Record(Type.String(), Type.Array(Type.String()));
export const ErrorListResponse = Type.Object({ errors: Type.Array(Type.String()) });
