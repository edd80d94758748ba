import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code above server/db never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
