import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { handleError } from './errorHandler';
import accessLog from './plugins/accessLog';
import compression from './plugins/compression';
import idempotency from './plugins/idempotency';
import session from './plugins/session';
import spa from './plugins/spa';
import authRoutes from './routes/auth';
import clientFormRoutes from './routes/clientForms';
import clientRoutes from './routes/clients';
import devMailboxRoutes from './routes/devMailbox';
import employeeRoutes from './routes/employees';
import eventRoutes from './routes/events';
import productCatalogueRoutes from './routes/productCatalogue';
import serviceCatalogueRoutes from './routes/serviceCatalogue';
import { createAuthService, type AuthService } from './services/auth';
import { createClientService, type ClientService } from './services/clients';
import { createIdempotencyService, type IdempotencyService } from './services/idempotency';
import { createMailer } from './services/mail/mailer';
import { startOutboxWorker, type OutboxWorker } from './services/mail/outboxWorker';
import { createProductCatalogue, type ProductCatalogue } from './services/productCatalogue';
import { createRateLimiter, type RateLimiter } from './services/rateLimiter';
import { createServiceCatalogue, type ServiceCatalogue } from './services/serviceCatalogue';
import { createStaffService, type StaffService } from './services/staff';
import { serverOptions } from './serverOptions';
import { validatorCompiler } from './validatorCompiler';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    services: {
      auth: AuthService;
      rateLimiter: RateLimiter;
      staff: StaffService;
      serviceCatalogue: ServiceCatalogue;
      productCatalogue: ProductCatalogue;
      clients: ClientService;
      idempotency: IdempotencyService;
    };
    outbox: OutboxWorker | undefined;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the SPA from config.staticDir (off for API tests). */
  serveSpa?: boolean;
  /** Start the outbox worker when SMTP_URL is set (tests may drive it themselves). */
  startWorkers?: boolean;
}

export async function buildApp({ config, database, serveSpa = false, startWorkers = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request timeouts, and X-Request-Id taken from the client only when short and safe.
    ...serverOptions(config),
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);

  const db = database.db;
  const outbox = config.smtpUrl && startWorkers ? startOutboxWorker(db, config.smtpUrl, config.mailFrom, app.log) : undefined;
  const mailer = createMailer(() => outbox);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('outbox', outbox);
  app.decorate('services', {
    auth: createAuthService(db, config, mailer, app.log),
    rateLimiter: createRateLimiter(db, config.rateLimit),
    staff: createStaffService(db, config, mailer),
    serviceCatalogue: createServiceCatalogue(db),
    productCatalogue: createProductCatalogue(db),
    clients: createClientService(db),
    idempotency: createIdempotencyService(db),
  });
  app.addHook('onClose', async () => outbox?.stop());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });

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
  await app.register(accessLog);
  // Before the routes: it hooks every creating POST as the route is added.
  await app.register(idempotency);

  await app.register(
    async (v1) => {
      // API answers only: static files are compressed at build time (plugins/spa.ts).
      await v1.register(compression);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      v1.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
      await v1.register(authRoutes);
      await v1.register(eventRoutes);
      await v1.register(employeeRoutes);
      await v1.register(serviceCatalogueRoutes);
      await v1.register(productCatalogueRoutes);
      await v1.register(clientRoutes);
      await v1.register(clientFormRoutes);
    },
    { prefix: '/v1' },
  );
  if (!config.production && !config.smtpUrl) await app.register(devMailboxRoutes, { secret: config.mailboxSecret });
  await app.register(spa, { root: serveSpa && config.staticDir ? config.staticDir : '/nonexistent' });
  return app;
}
