import { Type, type Static } from 'typebox';

const PropertyValue = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]);

export const EventBody = Type.Object({
  name: Type.String({ pattern: '^[a-z][a-z0-9_.:-]{0,63}$' }),
  anonymous_id: Type.Optional(Type.String({ maxLength: 64 })),
  properties: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), PropertyValue, { maxProperties: 30 })),
});
export type EventBody = Static<typeof EventBody>;
