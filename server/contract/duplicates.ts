import { Type } from 'typebox';

/**
 * `allow_duplicate: true` saves a client or professional even though its name or phone matches another one
 * (the answer to 'Já existe ... Continuar mesmo assim?'). Multipart sends text, so 'true' and 'false' count too.
 */
export const AllowDuplicate = Type.Optional(
  Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')], {
    description: 'true: save even if the name or phone matches another active record',
  }),
);

/**
 * 409: the name (folded) or phone (digits) matches another record of the salon; nothing was saved. Without
 * `duplicate`: the request's Idempotency-Key is still in use by another request (plugins/idempotency.ts).
 */
export const DuplicateResponse = Type.Object({
  /** 'Já existe um cliente com este telefone: Maria Silva', in the request's language. */
  errors: Type.Array(Type.String()),
  duplicate: Type.Optional(Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    match: Type.Union([Type.Literal('name'), Type.Literal('phone')]),
  })),
});
