import pg from 'pg';

/** The server CI always runs beside the tests (.ci/run): tests about PostgreSQL itself use it in the PGlite phase too. */
export const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server for a test that needs one whatever the phase: DATABASE_URL, or else the local server when
 * it answers (CI's PGlite phase). Undefined only on a machine with neither, where `npm test` must still pass
 * (DESIGN.md: no server needed), so those tests are skipped there and say why.
 */
export async function postgresServerUrl(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: LOCAL_SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return LOCAL_SERVER_URL;
  } catch {
    console.warn(`no PostgreSQL server at ${LOCAL_SERVER_URL} and no DATABASE_URL: the tests that need one are skipped`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
