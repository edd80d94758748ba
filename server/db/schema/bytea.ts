import { customType } from 'drizzle-orm/pg-core';

/** node-postgres answers bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer here. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
