import { bigint, bigserial } from 'drizzle-orm/pg-core';

/**
 * Ids are 8-byte (issue 26, item 5): a 4-byte serial runs out at 2.1 billion rows, which a busy appointments or
 * audit table of many salons reaches. Numbers in JavaScript: every id stays far below 2^53, and both drivers
 * answer int8 as a number (server/db/client.ts sets node-postgres' parser to match PGlite's).
 */
export const idColumn = () => bigserial({ mode: 'number' });

/** A reference to another row's id (salon_id, client_id, ...): the same 8-byte type as the id it names. */
export const idRef = () => bigint({ mode: 'number' });
