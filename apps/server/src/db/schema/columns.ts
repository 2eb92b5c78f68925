import { customType } from 'drizzle-orm/pg-core';

/** Binary data; PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
