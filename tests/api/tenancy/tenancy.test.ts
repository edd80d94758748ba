import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import {
  appointments,
  clientAvatars,
  clients,
  employees,
  employeeServices,
  productCategories,
  products,
  salons,
  serviceCategories,
  services,
  users,
} from '../../../server/db/schema/index';
import { json, signUpAndIn, writeOutside, type TestApp } from '../support/harness';
import { actAs, category, client, expectStatus, image, multipart, product, service as createService, type Actor } from '../support/salonHelpers';

/** Tenant isolation (DESIGN.md section 5): another salon's path is 403, another salon's id is 404, nothing changes. */
describe('tenancy of staff, catalogue and clients', () => {
  let t: TestApp;
  let owner: Actor;
  const ids: Record<string, number> = {};

  const snapshot = async () => {
    const paths = [
      '/salons/:salonId/employees', '/salons/:salonId/service_categories', '/salons/:salonId/services',
      '/salons/:salonId/product_categories', '/salons/:salonId/products', '/salons/:salonId/clients',
      `/clients/${ids.client}`, `/clients/${ids.client}/statistics`, `/clients/${ids.client}/appointments`, `/clients/${ids.client}/transactions`,
    ];
    const bodies = await Promise.all(paths.map(async (path) => expectStatus(await owner.get(path), 200).body));
    const avatar = (await owner.get(`/clients/${ids.client}/avatar`)).rawPayload.toString('base64');
    // And the rows themselves, every tenant table of this issue, straight from the database.
    const tables = [employees, employeeServices, serviceCategories, services, productCategories, products, clients, clientAvatars, appointments, users];
    const rows = await Promise.all(tables.map((table) => t.database.db.select().from(table).where(eq(table.salonId, owner.salonId))));
    return [...bodies, avatar, JSON.stringify(rows)];
  };

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    const signedIn = await signUpAndIn(t.app);
    owner = actAs(t.app, signedIn);
    ids.serviceCategory = await category(owner, 'service', 'Cabelo');
    ids.service = (await createService(owner, ids.serviceCategory)).id;
    ids.productCategory = await category(owner, 'product', 'Pomadas');
    ids.product = (await product(owner, ids.productCategory)).id;
    const employee = await owner.post('/salons/:salonId/employees', { employee: { name: 'Bia', agendei_access: false, service_ids: [ids.service] } });
    ids.employee = json<{ id: number }>(expectStatus(employee, 201)).id;
    ids.client = (await client(owner, 'Cliente Sigilosa', { 'client[avatar]': { data: await image('png'), filename: 'a.png' } })).id;
    await t.database.db.insert(appointments).values({
      salonId: owner.salonId, clientId: ids.client, employeeId: ids.employee, serviceId: ids.service, startAt: new Date(), duration: 1800, price: 4500,
    });
  });

  const salonCalls = (): Array<[string, (as: Actor) => ReturnType<Actor['get']>]> => [
    ['GET employees', (as) => as.get(`/salons/${owner.salonId}/employees`)],
    ['POST employees', (as) => as.post(`/salons/${owner.salonId}/employees`, { employee: { name: 'Intrusa', agendei_access: false } })],
    ['GET service_categories', (as) => as.get(`/salons/${owner.salonId}/service_categories`)],
    ['POST service_categories', (as) => as.post(`/salons/${owner.salonId}/service_categories`, { service_category: { name: 'X' } })],
    ['GET services', (as) => as.get(`/salons/${owner.salonId}/services`)],
    ['GET services/search', (as) => as.get(`/salons/${owner.salonId}/services/search/corte`)],
    ['POST services', (as) => as.post(`/salons/${owner.salonId}/services`, { service: { name: 'X', duration: 300, price: 1, service_category_id: ids.serviceCategory } })],
    ['GET product_categories', (as) => as.get(`/salons/${owner.salonId}/product_categories`)],
    ['POST product_categories', (as) => as.post(`/salons/${owner.salonId}/product_categories`, { product_category: { name: 'X' } })],
    ['GET products', (as) => as.get(`/salons/${owner.salonId}/products`)],
    ['GET products/search', (as) => as.get(`/salons/${owner.salonId}/products/search/pomada`)],
    ['POST products', (as) => as.post(`/salons/${owner.salonId}/products`, { product: { name: 'X', price: 1, product_category_id: ids.productCategory } })],
    ['GET clients', (as) => as.get(`/salons/${owner.salonId}/clients?page=1`)],
    ['GET clients/search', (as) => as.get(`/salons/${owner.salonId}/clients/search/sigilosa`)],
    ['POST clients', (as) => as.form('POST', `/salons/${owner.salonId}/clients`, { 'client[name]': 'Intrusa' })],
  ];

  const idCalls = (): Array<[string, (as: Actor) => ReturnType<Actor['get']>]> => [
    ['PUT employee', (as) => as.put(`/employees/${ids.employee}`, { employee: { name: 'Trocada' } })],
    ['DELETE employee', (as) => as.del(`/employees/${ids.employee}`)],
    ['PUT service_category', (as) => as.put(`/service_categories/${ids.serviceCategory}`, { service_category: { name: 'Trocada' } })],
    ['DELETE service_category', (as) => as.del(`/service_categories/${ids.serviceCategory}`)],
    ['PUT service', (as) => as.put(`/services/${ids.service}`, { service: { price: 1 } })],
    ['DELETE service', (as) => as.del(`/services/${ids.service}`)],
    ['PUT product_category', (as) => as.put(`/product_categories/${ids.productCategory}`, { product_category: { name: 'Trocada' } })],
    ['DELETE product_category', (as) => as.del(`/product_categories/${ids.productCategory}`)],
    ['PUT product', (as) => as.put(`/products/${ids.product}`, { product: { quantity: 99 } })],
    ['DELETE product', (as) => as.del(`/products/${ids.product}`)],
    ['GET client', (as) => as.get(`/clients/${ids.client}`)],
    ['PUT client', (as) => as.form('PUT', `/clients/${ids.client}`, { 'client[name]': 'Trocada' })],
    ['DELETE client', (as) => as.del(`/clients/${ids.client}`)],
    ['GET client statistics', (as) => as.get(`/clients/${ids.client}/statistics`)],
    ['GET client appointments', (as) => as.get(`/clients/${ids.client}/appointments`)],
    ['GET client transactions', (as) => as.get(`/clients/${ids.client}/transactions`)],
    ['GET client avatar', (as) => as.get(`/clients/${ids.client}/avatar`)],
  ];

  it("answers 403 on another salon's paths and 404 on its ids, changing nothing", async ({ as: stranger }) => {
    const before = await snapshot();
    for (const [label, call] of salonCalls()) expect([label, (await call(stranger)).statusCode]).toEqual([label, 403]);
    for (const [label, call] of idCalls()) expect([label, (await call(stranger)).statusCode]).toEqual([label, 404]);
    expect(await snapshot()).toEqual(before);
    const strangers = json<Array<{ name: string }>>(await stranger.get('/salons/:salonId/clients'));
    expect(strangers).toEqual([]);
  });

  it('answers 401 without credentials, before reading an upload', async () => {
    const bare = actAs(t.app, { headers: {}, user: { id: 0, name: '', email: '', employee_id: null, salon: { id: owner.salonId, name: '' } } });
    for (const [label, call] of [...salonCalls(), ...idCalls()]) expect([label, (await call(bare)).statusCode]).toEqual([label, 401]);
    const { body, contentType } = await multipart({ 'client[name]': 'X', 'client[avatar]': { data: Buffer.alloc(4 * 1024 * 1024), filename: 'a.jpg' } });
    const upload = await t.app.inject({ method: 'POST', url: `/v1/salons/${owner.salonId}/clients`, headers: { 'content-type': contentType }, payload: body });
    expect(upload.statusCode).toBe(401);
  });

  it('after the trial, reads keep working and writes answer 402', async () => {
    const lapsed = actAs(t.app, await signUpAndIn(t.app));
    await writeOutside(t, lapsed.salonId, (db) => db.update(salons).set({ trialEndsAt: sql`now() - interval '1 day'` }).where(eq(salons.id, lapsed.salonId)));
    expectStatus(await lapsed.get('/salons/:salonId/service_categories'), 200);
    expectStatus(await lapsed.post('/salons/:salonId/service_categories', { service_category: { name: 'X' } }), 402);
    expectStatus(await lapsed.form('POST', '/salons/:salonId/clients', { 'client[name]': 'X' }), 402);
    expectStatus(await lapsed.post('/salons/:salonId/employees', { employee: { name: 'X' } }), 402);
  });
});
