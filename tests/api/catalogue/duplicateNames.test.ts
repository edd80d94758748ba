import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { PGLITE_EXTENSIONS } from '../../../server/db/client';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, category, expectStatus, product, service, type Actor } from '../support/salonHelpers';

const CATEGORY_TAKEN = { name: ['Já existe uma categoria com este nome'] };
const SERVICE_TAKEN = { name: ['Já existe um serviço com este nome nesta categoria'] };
const PRODUCT_TAKEN = { name: ['Já existe um produto com este nome nesta categoria'] };

/** Issue 6 item 8: one 'Cabelo' a salon and kind, one 'Corte' a category; the database has the last word. */
describe('unique catalogue names', () => {
  let t: TestApp;
  let as: Actor;
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
  });

  const newCategory = (kind: 'service' | 'product', name: string, lang = 'pt-BR') =>
    t.app.inject({ method: 'POST', url: `/v1/salons/${as.salonId}/${kind}_categories`, headers: { ...as.headers, 'accept-language': lang }, payload: { [`${kind}_category`]: { name } } });

  it('refuses a second category with the same name, folded and trimmed, per kind (422 under the name)', async () => {
    const hair = await category(as, 'service', 'Cabelo');
    expect(json(expectStatus(await newCategory('service', '  cabélo '), 422))).toEqual(CATEGORY_TAKEN);
    expect(json(expectStatus(await newCategory('service', 'CABELO', 'en'), 422))).toEqual({ name: ['A category with this name already exists'] });
    expectStatus(await newCategory('product', 'Cabelo'), 201);
    const beard = await category(as, 'service', 'Barba');
    expect(json(expectStatus(await as.put(`/service_categories/${beard}`, { service_category: { name: 'cabelo' } }), 422))).toEqual(CATEGORY_TAKEN);
    expectStatus(await as.put(`/service_categories/${hair}`, { service_category: { name: 'Cabelo', description: 'Cortes e escovas' } }), 200);
    const other = actAs(t.app, await signUpAndIn(t.app));
    await category(other, 'service', 'Cabelo');
    const categories = json<Array<{ name: string }>>(expectStatus(await as.get('/salons/:salonId/service_categories'), 200));
    expect(categories.map((c) => c.name)).toEqual(['Barba', 'Cabelo']);
  });

  it('refuses a second service or product with the same name in a category, also when moving one in', async () => {
    const [nails, feet] = [await category(as, 'service', 'Unhas'), await category(as, 'service', 'Pés')];
    await service(as, nails, { name: 'Esmaltação' });
    const dup = await as.post('/salons/:salonId/services', { service: { name: 'esmaltacao', duration: 1800, price: 3000, service_category_id: nails } });
    expect(json(expectStatus(dup, 422))).toEqual(SERVICE_TAKEN);
    const inFeet = await service(as, feet, { name: 'Esmaltação' });
    expect(json(expectStatus(await as.put(`/services/${inFeet.id}`, { service: { service_category_id: nails } }), 422))).toEqual(SERVICE_TAKEN);
    expectStatus(await as.put(`/services/${inFeet.id}`, { service: { name: 'Esmaltação', price: 3500 } }), 200);

    const shelf = await category(as, 'product', 'Pomadas');
    await product(as, shelf, { name: 'Pomada Matte' });
    const again = await as.post('/salons/:salonId/products', { product: { name: 'POMADA  MATTE', price: 100, product_category_id: shelf } });
    expect(json(expectStatus(again, 422))).toEqual(PRODUCT_TAKEN);
  });

  it('answers 422, not 500, when creates with one name race (the unique index decides)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => newCategory('product', 'Corrida')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) expect(json(answer)).toEqual(CATEGORY_TAKEN);
    const shelf = json<{ id: number }>(answers.find((a) => a.statusCode === 201) ?? answers[0]).id;
    const items = await Promise.all(
      Array.from({ length: 6 }, () => as.post('/salons/:salonId/products', { product: { name: 'Gel', price: 100, product_category_id: shelf } })),
    );
    expect(items.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });
});

describe('the unique-names migration on existing data', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'agendei-migrations-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renames existing duplicates (" (2)", skipping taken names) before adding the unique indexes', async () => {
    const source = path.resolve('server/db/migrations');
    cpSync(source, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const before = journal.entries.findIndex((e) => e.tag.endsWith('fold_and_unique_names'));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));

    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: dir });
    await client.exec(`
      insert into salons (id, name, trial_ends_at) values (1, 'Um', now());
      insert into service_categories (id, salon_id, name) values (1, 1, 'Cabelo'), (2, 1, 'cabelo '), (3, 1, 'Cabelo (2)'), (4, 1, 'Barba');
      insert into product_categories (id, salon_id, name) values (1, 1, 'Cabelo');
      insert into services (salon_id, service_category_id, name, duration, price) values (1, 4, 'Corte', 1800, 1), (1, 4, 'CORTE', 1800, 1), (1, 1, 'Corte', 1800, 1);
      insert into clients (salon_id, name, phone, sort_name, search_text) values (1, 'Élida Souza', '(11) 91234-5678', 'x', 'x');
    `);
    await migrate(db, { migrationsFolder: source });
    const categories = await client.query<{ name: string }>('select name from service_categories order by id');
    expect(categories.rows.map((r) => r.name)).toEqual(['Cabelo', 'cabelo (3)', 'Cabelo (2)', 'Barba']);
    const services = await client.query<{ name: string }>('select name from services order by id');
    expect(services.rows.map((r) => r.name)).toEqual(['Corte', 'CORTE (2)', 'Corte']);
    const products = await client.query<{ name: string }>('select name from product_categories');
    expect(products.rows.map((r) => r.name)).toEqual(['Cabelo']);
    const folded = await client.query<{ sort_name: string; search_text: string }>('select sort_name, search_text from clients');
    expect(folded.rows[0]).toEqual({ sort_name: 'elida souza', search_text: 'elida souza 11912345678' });
    await expect(client.exec(`insert into service_categories (salon_id, name) values (1, 'BARBA')`)).rejects.toThrow(/unique/);
    await client.close();
  });
});
