import type { FastifyInstance, ServiceRegistry } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  /**
   * The services, as app.services.<name>. Each service's file adds its own key here (`declare module
   * 'fastify'`) next to its plugin, so adding a service touches that file and its line in buildApp.
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
 * A service as a Fastify plugin: registering it sets app.services[name]. fastify-plugin keeps it out of
 * encapsulation (every route sees it) and checks that the services it needs were registered before it.
 */
export function servicePlugin<K extends keyof ServiceRegistry>(
  name: K,
  create: (app: FastifyInstance) => ServiceRegistry[K],
  needs: Array<keyof ServiceRegistry> = [],
) {
  return fp(
    async (app) => {
      app.services[name] = create(app);
    },
    { name: `service:${String(name)}`, dependencies: needs.map((need) => `service:${String(need)}`) },
  );
}
