import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { loadRoutes, loadServices } from './autoload';
import { handleError } from './errorHandler';
import { outboxJob } from './infra/mail/outboxWorker';
import { maintenanceJob } from './infra/maintenance';
import type { PixProvider } from './infra/pix/provider';
import type { PaymentGateway } from './infra/payments/gateway';
import { scheduledJobs } from './infra/scheduledJobs';
import accessLog from './plugins/accessLog';
import apiDocs from './plugins/apiDocs';
import compression from './plugins/compression';
import idempotency from './plugins/idempotency';
import metrics from './plugins/metrics';
import readCache from './plugins/readCache';
import securityHeaders from './plugins/securityHeaders';
import session from './plugins/session';
import spa from './plugins/spa';
import devMailboxRoutes from './routes/dev/devMailbox';
import devPixRoutes from './routes/dev/devPix';
import { provideRegistry, servicePlugin } from './services/registry';
import { serverOptions } from './serverOptions';
import { validatorCompiler } from './validatorCompiler';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the SPA from config.staticDir (off for API tests). */
  serveSpa?: boolean;
  /** Start the background jobs: the maintenance job, and the outbox worker when SMTP_URL is set. */
  startWorkers?: boolean;
  /** The subscription's payment gateway; the sandbox when absent. */
  paymentGateway?: PaymentGateway;
  /** The Pix provider of online booking's deposits; the sandbox when absent. */
  pixProvider?: PixProvider;
  /** Where the log lines go (stdout when absent); tests read them to check what is never logged. */
  logStream?: { write(line: string): void };
  /** How often the buffered access-log rows are written (1 s); a test of the batching sets it long so no tick splits its batch. */
  accessLogFlushMs?: number;
}

export async function buildApp({ config, database, serveSpa = false, startWorkers = true, paymentGateway, pixProvider, logStream, accessLogFlushMs }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request timeouts, and X-Request-Id taken from the client only when short and safe.
    ...serverOptions(config),
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);

  app.decorate('db', database.db);
  app.decorate('config', config);

  // Every service file of services/ and infra/, each after what it needs (server/autoload.ts). The outbox job
  // comes first: the mailer hands it the e-mails (app.outbox), whether or not it was started.
  provideRegistry(app);
  await app.register(outboxJob, { start: startWorkers });
  await loadServices(app, [
    ...(paymentGateway ? [servicePlugin('paymentGateway', () => paymentGateway)] : []),
    ...(pixProvider ? [servicePlugin('pixProvider', () => pixProvider)] : []),
  ]);
  if (startWorkers) {
    await app.register(maintenanceJob);
    await app.register(scheduledJobs);
  }

  // Every answer's x-request-id and security headers; the inline scripts' hashes come from the built pages.
  await app.register(securityHeaders, { staticRoot: serveSpa ? config.staticDir : undefined });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Agendei API', version: '1.0.0' },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
        },
      },
    },
  });
  await app.register(session);
  await app.register(readCache);
  await app.register(accessLog, { flushMs: accessLogFlushMs });
  await app.register(metrics);
  // Before the routes: it hooks every creating POST as the route is added.
  await app.register(idempotency);

  await app.register(
    async (v1) => {
      // API answers only: static files are compressed at build time (plugins/spa.ts).
      await v1.register(compression);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await v1.register(apiDocs);
      v1.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
      // Every file at the top of routes/ (server/autoload.ts).
      await loadRoutes(v1);
    },
    { prefix: '/v1' },
  );
  if (!config.production && !config.smtpUrl) await app.register(devMailboxRoutes, { secret: config.mailboxSecret });
  if (!config.production) await app.register(devPixRoutes, { secret: config.mailboxSecret });
  await app.register(spa, { root: serveSpa && config.staticDir ? config.staticDir : '/nonexistent' });
  return app;
}
