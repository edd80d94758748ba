import { readOutboxBacklog, type OutboxBacklog } from '../../repositories/outboxBacklog';
import { servicePlugin } from '../../services/registry';

export type { OutboxBacklog } from '../../repositories/outboxBacklog';

declare module 'fastify' {
  interface ServiceRegistry {
    /** What waits in the outbox, for GET /metrics (plugins/metrics.ts). */
    outboxBacklog: { read(): Promise<OutboxBacklog> };
  }
}

export default servicePlugin('outboxBacklog', (app) => ({ read: () => readOutboxBacklog(app.db) }));
