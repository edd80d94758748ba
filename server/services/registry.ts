import type { FastifyInstance, FastifyPluginAsync, ServiceRegistry } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  /**
   * The services, as app.services.<name>. Each service's file adds its own key here (`declare module
   * 'fastify'`) next to its plugin, so adding a service touches that file alone (server/autoload.ts finds it).
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the services' own files
  interface ServiceRegistry {}
  interface FastifyInstance {
    services: ServiceRegistry;
  }
}

/** Gives the instance its (still empty) app.services, before the service plugins fill it in. */
export function provideRegistry(app: FastifyInstance) {
  // Empty until the plugins registered right after this run; no route is added before they have.
  app.decorate('services', {} as ServiceRegistry);
}

/**
 * What servicePlugin stamps on its plugin, so the loader tells a service from any other default export. From the
 * global symbol registry: the same key even if a test's module graph loads this file twice.
 */
export const SERVICE: unique symbol = Symbol.for('agendei.service');

export interface ServiceMark {
  name: keyof ServiceRegistry;
  needs: Array<keyof ServiceRegistry>;
}

export type ServicePlugin = FastifyPluginAsync & { [SERVICE]: ServiceMark };

export const isServicePlugin = (value: unknown): value is ServicePlugin =>
  typeof value === 'function' && SERVICE in value;

/**
 * A service as a Fastify plugin: registering it sets app.services[name]. fastify-plugin keeps it out of
 * encapsulation (every route sees it) and checks that the services it needs were registered before it; the
 * mark gives the loader the name and the needs to order the services by. `create` may be async (a service
 * that opens a connection first).
 */
export function servicePlugin<K extends keyof ServiceRegistry>(
  name: K,
  create: (app: FastifyInstance) => ServiceRegistry[K] | Promise<ServiceRegistry[K]>,
  needs: Array<keyof ServiceRegistry> = [],
): ServicePlugin {
  const plugin = fp(
    async (app) => {
      app.services[name] = await create(app);
    },
    { name: `service:${String(name)}`, dependencies: needs.map((need) => `service:${String(need)}`) },
  );
  return Object.assign(plugin, { [SERVICE]: { name, needs } });
}
