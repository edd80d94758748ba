import { readdir } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { isServicePlugin, SERVICE, type ServicePlugin } from './services/registry';

/**
 * The registry that reads the folders: a service is a file in services/ or infra/ whose default export is a
 * servicePlugin, a route is a file at the top of routes/ whose default export is its plugin (or an array of
 * them), so adding either is a new file and nothing in app.ts. What is conditional or order-bound (the jobs,
 * the mailbox page, the plugins) stays explicit in buildApp.
 */
const SERVER = fileURLToPath(new URL('.', import.meta.url));
// tsx and vitest run the sources (.ts); a compiled server would find its .js the same way.
const EXT = extname(fileURLToPath(import.meta.url));

export const SERVICE_FOLDERS = ['services', 'infra'].map((folder) => join(SERVER, folder));
export const ROUTE_FOLDER = join(SERVER, 'routes');

const isModule = (name: string) => name.endsWith(EXT) && !name.endsWith(`.d${EXT}`);

/** Every module of a folder and its sub-folders, in name order so the result does not depend on the disk. */
async function modulesIn(folder: string, deep: boolean): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return deep ? modulesIn(path, deep) : [];
      return entry.isFile() && isModule(entry.name) ? [path] : [];
    }),
  );
  return found.flat().sort();
}

const defaultOf = async (path: string): Promise<unknown> => ((await import(pathToFileURL(path).href)) as { default?: unknown }).default;

/** The service plugins of the folders; helper modules (no servicePlugin as their default export) are skipped. */
export async function findServices(folders = SERVICE_FOLDERS): Promise<ServicePlugin[]> {
  const files = (await Promise.all(folders.map((folder) => modulesIn(folder, true)))).flat();
  const exports = await Promise.all(files.map(defaultOf));
  return exports.filter(isServicePlugin);
}

/**
 * The services in an order where each comes after what it needs (a depth-first topological sort, visiting by
 * name so the order is the same on every start). Throws naming the cycle or the missing service, before any
 * plugin runs, rather than fastify-plugin's error about whichever plugin it met first.
 */
export function orderServices(plugins: ServicePlugin[]): ServicePlugin[] {
  const byName = new Map<string, ServicePlugin>();
  for (const plugin of plugins) {
    const name = String(plugin[SERVICE].name);
    if (byName.has(name)) throw new Error(`Two services are named '${name}'.`);
    byName.set(name, plugin);
  }
  const ordered: ServicePlugin[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: string[]) => {
    if (done.has(name)) return;
    if (path.includes(name)) throw new Error(`The services need each other in a cycle: ${[...path.slice(path.indexOf(name)), name].join(' -> ')}.`);
    const plugin = byName.get(name);
    if (!plugin) throw new Error(`The service '${path.at(-1)}' needs '${name}', which no file of server/services or server/infra provides.`);
    for (const need of [...plugin[SERVICE].needs].map(String).sort()) visit(need, [...path, name]);
    done.add(name);
    ordered.push(plugin);
  };
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered;
}

/**
 * Registers every service of the folders on app, in orderServices' order. A plugin of `replace` takes the place
 * of the file's service of the same name (buildApp's paymentGateway option).
 */
export async function loadServices(app: FastifyInstance, replace: ServicePlugin[] = []) {
  const replaced = new Map(replace.map((plugin) => [plugin[SERVICE].name, plugin]));
  const files = await findServices();
  for (const name of replaced.keys()) {
    if (!files.some((plugin) => plugin[SERVICE].name === name)) throw new Error(`No file provides the service '${name}' to replace.`);
  }
  const found = files.map((plugin) => replaced.get(plugin[SERVICE].name) ?? plugin);
  for (const plugin of orderServices(found)) await app.register(plugin);
}

export type RoutePlugin = FastifyPluginAsync | FastifyPluginCallback;

/**
 * Each route file's plugins, by file (relative to routes/). Only the folder's top level: its sub-folders hold the
 * helpers (shared/) and the routes buildApp registers itself (dev/). A top-level file without a plugin as its
 * default export is an error, not skipped, so a route file cannot be left out by forgetting its export.
 */
export async function findRoutes(folder = ROUTE_FOLDER): Promise<Array<{ file: string; plugins: RoutePlugin[] }>> {
  const files = await modulesIn(folder, false);
  return Promise.all(
    files.map(async (path) => {
      const value = await defaultOf(path);
      const plugins = Array.isArray(value) ? (value as unknown[]) : [value];
      const file = relative(folder, path);
      if (plugins.length === 0 || !plugins.every((plugin) => typeof plugin === 'function')) {
        throw new Error(`server/routes/${file} has no route plugin as its default export (helpers go in routes/shared/).`);
      }
      return { file, plugins: plugins as RoutePlugin[] };
    }),
  );
}

/** Registers every route file's plugins on v1 (the /v1 scope), in file-name order. */
export async function loadRoutes(v1: FastifyInstance) {
  for (const { plugins } of await findRoutes()) {
    for (const plugin of plugins) await v1.register(plugin);
  }
}
