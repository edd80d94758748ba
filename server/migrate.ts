import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/dataDirLock';

/**
 * `npm run migrate`: applies the pending migrations and exits, so a deploy can run them as a step of its own
 * before it replaces the instances (docs/deploying.md, "Deploying"). On a server it takes the same advisory
 * lock as the instances' start-up, so it is safe beside instances that are starting; with nothing pending it
 * changes nothing. Exits 0 when the database is up to date, 1 with the reason otherwise.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return 1;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.close();
    const { applied = 0, total = 0 } = database.migrations ?? {};
    console.log(
      applied > 0
        ? `Migrations applied: ${applied} (the database has ${total}); ${where}`
        : `Nothing to migrate: the database is up to date (${total} migrations); ${where}`,
    );
    return 0;
  } catch (error) {
    // A folder in use is said plainly (a running `npm start` holds it); anything else with the database's own words.
    const reason = error instanceof DataDirInUseError ? error.message : error instanceof Error ? error.message : String(error);
    // drizzle applies all pending migrations in one transaction: a failed run leaves the schema as it found it.
    console.error(`Migrations failed, none applied: ${reason} (${where})`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Migrations failed:', error);
    process.exit(1);
  },
);
