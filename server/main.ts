import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/dataDirLock';
import { closeOnSignals, shutdownTimeoutMs } from './shutdown';

/** Where e-mails go, said plainly: in production without SMTP_URL nothing is sent and there is no page to read them. */
function mailLine(config: Config, port: number): string {
  if (config.smtpUrl) return 'sent over SMTP_URL';
  if (config.production) return 'NOT SENT: SMTP_URL is not set, so e-mails are only kept in the email_outbox table';
  return `not sent; read them in the local mailbox (this computer only): http://localhost:${port}/dev/mailbox?token=${config.mailboxSecret}`;
}

async function main() {
  let config;
  let shutdownTimeout;
  try {
    config = loadConfig();
    shutdownTimeout = shutdownTimeoutMs();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // buildApp starts the background jobs (outbox worker, maintenance); app.close() stops them.
  const app = await buildApp({ config, database, serveSpa: true });

  closeOnSignals(app, database, shutdownTimeout);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`\n  Agendei is running: http://localhost:${port}\n  database: ${where}\n  e-mail: ${mailLine(config, port)}${config.production ? '' : `\n  Pix charges and deposits (sandbox): pay them at http://localhost:${port}/dev/pix?token=${config.mailboxSecret}`}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
