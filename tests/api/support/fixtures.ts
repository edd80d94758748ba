import { test as base } from 'vitest';
import { agendaSalon } from './agendaHelpers';
import { createTestApp, settleWrites, signUpAndIn } from './harness';
import { saleSalon } from './saleHelpers';
import { actAs } from './salonHelpers';

/**
 * What an API test file gets without copying its set-up (vitest's test.extend): take them as the test's or the
 * hook's argument, `it('...', async ({ as }) => ...)`, `beforeAll(async ({ t, as }) => ...)`. Each is made once per
 * file, when a test or hook of the file first asks for it, and the app is closed after the file:
 * - `t`: a TestApp (harness.ts: its own database, from the migrated template) whose inject() settles after every
 *   write (settleWrites), so no test waits on the read cache;
 * - `app`, `db`: its Fastify instance and its Drizzle database, for rows written or read behind the API;
 * - `owner`: a salon signed up with its owner signed in (signUpAndIn); `as`: that owner's actAs();
 * - `agenda`: another salon with a client, a 30-minute service and the owner's professional (agendaSalon);
 * - `shop`: another such salon that also sells a product with 5 in stock (saleSalon).
 * A file that needs its own environment or configuration keeps createTestApp().
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from its first argument's pattern
  .extend('t', { scope: 'file' }, async ({}, { onCleanup }) => {
    const t = settleWrites(await createTestApp());
    onCleanup(() => t.close());
    return t;
  })
  .extend('app', { scope: 'file' }, ({ t }) => t.app)
  .extend('db', { scope: 'file' }, ({ t }) => t.database.db)
  .extend('owner', { scope: 'file' }, ({ app }) => signUpAndIn(app))
  .extend('as', { scope: 'file' }, ({ app, owner }) => actAs(app, owner))
  .extend('agenda', { scope: 'file' }, ({ app }) => agendaSalon(app))
  .extend('shop', { scope: 'file' }, ({ app }) => saleSalon(app));

export const it = test;
export const beforeAll: typeof test.beforeAll = (fn, timeout) => test.beforeAll(fn, timeout);

// Every file that imports these takes the app: it is made in a hook, under the hooks' timeout, rather than inside
// the file's first test (whose own timeout is shorter, and whose time should be its own).
test.beforeAll(({ t }) => void t);
