import type { Db } from '../db/client';
import { insertEvent, type NewEvent } from '../repositories/events';
import { servicePlugin } from '../services/registry';

/** First-party analytics events (button clicks on the public site, the identify after sign-in). */
export function createAnalytics(db: Db) {
  return {
    record: (event: NewEvent) => insertEvent(db, event),
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;

declare module 'fastify' {
  interface ServiceRegistry {
    analytics: Analytics;
  }
}

/** Registers the service as app.services.analytics. */
export default servicePlugin('analytics', (app) => createAnalytics(app.db));
