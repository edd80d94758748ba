import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { handleError } from './errorHandler';
import accessLog from './plugins/accessLog';
import apiDocs from './plugins/apiDocs';
import compression from './plugins/compression';
import idempotency from './plugins/idempotency';
import metrics from './plugins/metrics';
import readCache from './plugins/readCache';
import securityHeaders from './plugins/securityHeaders';
import session from './plugins/session';
import spa from './plugins/spa';
import agendaStreamRoutes from './routes/agendaStream';
import appointmentRoutes from './routes/appointments';
import authRoutes from './routes/auth';
import blockedTimeRoutes from './routes/blockedTimes';
import { productCatalogueRoutes, serviceCatalogueRoutes } from './routes/catalogues';
import clientFormRoutes from './routes/clientForms';
import clientRoutes from './routes/clients';
import devMailboxRoutes from './routes/devMailbox';
import employeeRoutes from './routes/employees';
import eventRoutes from './routes/events';
import reportRoutes from './routes/reports';
import saleRoutes from './routes/sales';
import onboardingRoutes from './routes/onboarding';
import salonSettingsRoutes from './routes/salonSettings';
import accountRoutes from './routes/account';
import cepRoutes from './routes/cep';
import auditRoutes from './routes/audit';
import privacyRoutes from './routes/privacy';
import readinessRoutes from './routes/readiness';
import reminderRoutes from './routes/reminders';
import subscriptionRoutes from './routes/subscription';
import stockRoutes from './routes/stock';
import accessLogService from './services/accessLog';
import agendaEventsService from './services/agendaEvents';
import analyticsService from './services/analytics';
import authService from './services/auth';
import blockedTimeService from './services/blockedTimes';
import bookingService from './services/booking';
import clientService from './services/clients';
import deferredWork from './services/deferred';
import idempotencyService from './services/idempotency';
import mailboxService from './services/mail/mailbox';
import mailerService from './services/mail/mailer';
import outboxBacklogService from './services/mail/outboxBacklog';
import { outboxJob } from './services/mail/outboxWorker';
import { maintenanceJob } from './services/maintenance';
import productCatalogueService from './services/productCatalogue';
import stockService from './services/stock';
import rateLimiterService from './services/rateLimiter';
import reportService from './services/reports';
import salonCachesService from './services/salonCaches';
import saleService from './services/sales';
import onboardingService from './services/onboarding';
import auditService from './services/audit';
import salonSettingsService from './services/salonSettings';
import type { PaymentGateway } from './services/payments/gateway';
import { sandboxGatewayPlugin } from './services/payments/plugin';
import subscriptionService from './services/subscriptions';
import accountService from './services/account';
import cepService from './services/cepLookup';
import privacyService from './services/privacy';
import readinessService from './services/readiness';
import reminderService from './services/reminders';
import { scheduledJobs } from './services/scheduledJobs';
import { provideRegistry, servicePlugin } from './services/registry';
import serviceCatalogueService from './services/serviceCatalogue';
import staffService from './services/staff';
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
  /** Where the log lines go (stdout when absent); tests read them to check what is never logged. */
  logStream?: { write(line: string): void };
  /** How often the buffered access-log rows are written (1 s); a test of the batching sets it long so no tick splits its batch. */
  accessLogFlushMs?: number;
}

export async function buildApp({ config, database, serveSpa = false, startWorkers = true, paymentGateway, logStream, accessLogFlushMs }: BuildOptions): Promise<FastifyInstance> {
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

  // Each service is a plugin that adds itself to app.services (its own file says what it needs first).
  provideRegistry(app);
  await app.register(outboxJob, { start: startWorkers });
  for (const service of [
    deferredWork,
    rateLimiterService,
    salonCachesService,
    mailerService,
    mailboxService,
    outboxBacklogService,
    authService,
    staffService,
    serviceCatalogueService,
    productCatalogueService,
    stockService,
    clientService,
    idempotencyService,
    analyticsService,
    accessLogService,
    agendaEventsService,
    readinessService,
    bookingService,
    blockedTimeService,
    reportService,
    saleService,
    salonSettingsService,
    onboardingService,
    auditService,
    paymentGateway ? servicePlugin('paymentGateway', () => paymentGateway) : sandboxGatewayPlugin,
    subscriptionService,
    reminderService,
    accountService,
    cepService,
    privacyService,
  ]) {
    await app.register(service);
  }
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
      await v1.register(readinessRoutes);
      await v1.register(authRoutes);
      await v1.register(eventRoutes);
      await v1.register(employeeRoutes);
      await v1.register(serviceCatalogueRoutes);
      await v1.register(productCatalogueRoutes);
      await v1.register(stockRoutes);
      await v1.register(clientRoutes);
      await v1.register(clientFormRoutes);
      await v1.register(agendaStreamRoutes);
      await v1.register(appointmentRoutes);
      await v1.register(blockedTimeRoutes);
      await v1.register(reportRoutes);
      await v1.register(saleRoutes);
      await v1.register(salonSettingsRoutes);
      await v1.register(onboardingRoutes);
      await v1.register(subscriptionRoutes);
      await v1.register(reminderRoutes);
      await v1.register(accountRoutes);
      await v1.register(cepRoutes);
      await v1.register(privacyRoutes);
      await v1.register(auditRoutes);
    },
    { prefix: '/v1' },
  );
  if (!config.production && !config.smtpUrl) await app.register(devMailboxRoutes, { secret: config.mailboxSecret });
  await app.register(spa, { root: serveSpa && config.staticDir ? config.staticDir : '/nonexistent' });
  return app;
}
