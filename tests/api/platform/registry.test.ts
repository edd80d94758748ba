import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoutes, loadServices, orderServices, ROUTE_FOLDER, SERVICE_FOLDERS, type RoutePlugin } from '../../../server/autoload';
import { provideRegistry, SERVICE, servicePlugin } from '../../../server/services/registry';
import { createTestApp, openApiEndpoints, type TestApp } from '../support/harness';

/**
 * Issue 27 item 4: buildApp finds the services and routes by reading their folders (server/autoload.ts). These
 * compare what the running app has against what the folders hold, read independently of the loader, so a file
 * the loader misses (or a loader that stops reading a folder) fails here.
 */

/** The service names the folders' files declare (`servicePlugin('name', ...)`), read as text. */
function declaredServices(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('registry.ts'))
    .flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/servicePlugin\(\s*'(\w+)'/g)].map((match) => match[1]));
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the services', () => {
  it('are every servicePlugin file of server/services and server/infra, each once', () => {
    const declared = SERVICE_FOLDERS.flatMap(declaredServices).sort();
    expect(declared.length).toBeGreaterThan(25);
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(test.app.services).sort()).toEqual(declared);
    for (const name of declared) expect(test.app.services[name as keyof typeof test.app.services], name).toBeTruthy();
  });

  it('come each after what it needs', () => {
    const order = orderServices(
      ['stock', 'mailer', 'auth', 'deferred', 'salonCaches'].map((name) =>
        servicePlugin(name as 'stock', () => ({}) as never, name === 'auth' ? ['mailer', 'deferred', 'salonCaches'] : name === 'mailer' ? ['deferred'] : []),
      ),
    ).map((plugin) => plugin[SERVICE].name);
    expect(order.indexOf('deferred')).toBeLessThan(order.indexOf('mailer'));
    for (const need of ['mailer', 'deferred', 'salonCaches']) expect(order.indexOf(need as 'stock')).toBeLessThan(order.indexOf('auth'));
    expect(order).toHaveLength(5);
  });

  it('refuse to start on a cycle, naming it', () => {
    const plugins = [servicePlugin('stock', () => ({}) as never, ['clients']), servicePlugin('clients', () => ({}) as never, ['sales']), servicePlugin('sales', () => ({}) as never, ['stock'])];
    expect(() => orderServices(plugins)).toThrow('The services need each other in a cycle: clients -> sales -> stock -> clients.');
  });

  it('refuse to start when a needed service has no file, naming both, before any service is created', async () => {
    const bare = Fastify({ logger: false });
    provideRegistry(bare);
    const broken = servicePlugin('paymentGateway', () => ({}) as never, ['noSuchService' as 'stock']);
    await expect(loadServices(bare, [broken])).rejects.toThrow(
      "The service 'paymentGateway' needs 'noSuchService', which no file of server/services or server/infra provides.",
    );
    expect(Object.keys(bare.services)).toEqual([]);
    await bare.close();
  });

  it("refuse a replacement (buildApp's paymentGateway option) for a service no file provides", async () => {
    const bare = Fastify({ logger: false });
    provideRegistry(bare);
    await expect(loadServices(bare, [servicePlugin('noSuchService' as 'stock', () => ({}) as never)])).rejects.toThrow(
      "No file provides the service 'noSuchService' to replace.",
    );
    await bare.close();
  });
});

describe('the routes', () => {
  /** What one route file adds, registered alone on a bare instance that lends it the app's services. */
  async function endpointsOf(app: FastifyInstance, plugins: RoutePlugin[]) {
    const host = Fastify({ logger: false });
    host.decorate('services', app.services).decorate('config', app.config).decorate('db', app.db);
    host.decorate('authenticate', app.authenticate).decorate('identify', app.identify);
    const endpoints: Array<{ method: HTTPMethods; url: string; hidden: boolean }> = [];
    host.addHook('onRoute', (route) => {
      const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
      for (const method of [route.method].flat()) if (method !== 'HEAD') endpoints.push({ method, url: route.url, hidden });
    });
    for (const plugin of plugins) await host.register(plugin);
    await host.ready();
    await host.close();
    return endpoints;
  }

  it('are every file at the top of server/routes, each endpoint served under /v1 and in the OpenAPI document', async () => {
    const files = readdirSync(ROUTE_FOLDER, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.ts'));
    const routes = await findRoutes();
    expect(routes.map((route) => route.file).sort()).toEqual(files.map((entry) => entry.name).sort());
    const documented = new Set(await openApiEndpoints(test.app));
    for (const { file, plugins } of routes) {
      const endpoints = await endpointsOf(test.app, plugins);
      expect(endpoints.length, file).toBeGreaterThan(0);
      for (const { method, url, hidden } of endpoints) {
        expect(test.app.hasRoute({ method, url: `/v1${url}` }), `${file}: ${method} /v1${url}`).toBe(true);
        if (!hidden) expect(documented, `${file}: ${method} /v1${url}`).toContain(`${method} /v1${url.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
  });

  it('keep the local mailbox page out of /v1: buildApp adds it itself, outside production', async () => {
    expect(test.app.hasRoute({ method: 'GET', url: '/dev/mailbox' })).toBe(true);
    expect(test.app.hasRoute({ method: 'GET', url: '/v1/dev/mailbox' })).toBe(false);
  });
});
