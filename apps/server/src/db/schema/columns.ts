import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary data; PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** When a row was made and last changed (every table's created_at and updated_at). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
