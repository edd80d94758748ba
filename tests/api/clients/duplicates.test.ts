import { and, count, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { clients, employees } from '../../../server/db/schema/index';
import { json, type TestApp } from '../support/harness';
import { client, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * Issue 6 item 8: a client or professional whose name (folded) or phone (digits) matches another asks before it
 * is saved: 409 with the match, the contract the SPA's 'Já existe ... Continuar mesmo assim?' dialog reads.
 */
describe('duplicate clients and professionals', () => {
  let t: TestApp;
  let as: Actor;
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
  });

  const countClients = async (name: string) =>
    (await t.database.db.select({ n: count() }).from(clients).where(and(eq(clients.salonId, as.salonId), eq(clients.name, name))))[0].n;

  it('asks before saving a client with the phone of another (409 naming the match), and saves when told to', async () => {
    const maria = await client(as, 'Maria Silva', { 'client[phone]': '(11) 91234-5678' });
    const again = await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Maria S.', 'client[phone]': '11912345678' });
    expect(json(expectStatus(again, 409))).toEqual({
      errors: ['Já existe um cliente com este telefone: Maria Silva'],
      duplicate: { id: maria.id, name: 'Maria Silva', phone: '(11) 91234-5678', match: 'phone' },
    });
    expect(await countClients('Maria S.')).toBe(0);
    // Multipart, as the SPA sends it: allow_duplicate beside the client[...] fields.
    const saved = await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Maria S.', 'client[phone]': '11912345678', allow_duplicate: 'true' });
    expectStatus(saved, 201);
    expect(await countClients('Maria S.')).toBe(1);
  });

  it('matches names folded (case, accents, spaces) and answers in English when asked', async () => {
    await client(as, 'João Pereira');
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${as.salonId}/clients`,
      headers: { ...as.headers, 'accept-language': 'en' },
      payload: { client: { name: '  joao   PEREIRA ' } },
    });
    expect(json(expectStatus(response, 409))).toMatchObject({
      errors: ['A client with this name already exists: João Pereira'],
      duplicate: { name: 'João Pereira', phone: null, match: 'name' },
    });
    expectStatus(await as.post('/salons/:salonId/clients', { client: { name: 'joao pereira' }, allow_duplicate: true }), 201);
    expectStatus(await as.post('/salons/:salonId/clients', { client: { name: 'JOÃO PEREIRA', allow_duplicate: true } }), 201);
    expect(json<unknown[]>(expectStatus(await as.get('/salons/:salonId/clients/search/joao pereira'), 200))).toHaveLength(3);
  });

  it('asks on an update that takes another client’s phone, not on re-saving a kept duplicate', async () => {
    const ana = await client(as, 'Ana Costa', { 'client[phone]': '(21) 99999-0001' });
    const bia = await client(as, 'Bia Costa', { 'client[phone]': '(21) 99999-0002' });
    const taken = await as.form('PUT', `/clients/${bia.id}`, { 'client[phone]': '21 99999 0001' });
    expect(json(expectStatus(taken, 409))).toMatchObject({ duplicate: { id: ana.id, match: 'phone' } });
    expectStatus(await as.form('PUT', `/clients/${bia.id}`, { 'client[phone]': '21 99999 0001', 'client[allow_duplicate]': 'true' }), 200);
    // The form sends every field again: the same phone as before is no news, only the city changed.
    expectStatus(await as.form('PUT', `/clients/${bia.id}`, { 'client[name]': 'Bia Costa', 'client[phone]': '21 99999 0001', 'client[city]': 'Niterói' }), 200);
  });

  it('asks before saving a professional with the name or phone of another, and saves when told to', async () => {
    const create = (employee: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      as.post('/salons/:salonId/employees', { employee: { agendei_access: false, ...employee }, ...extra });
    // The owner got a professional named 'Dona Ana' at sign-up.
    const owner = (await t.database.db.select({ id: employees.id }).from(employees).where(eq(employees.salonId, as.salonId)))[0];
    expect(json(expectStatus(await create({ name: 'dona ana' }), 409))).toEqual({
      errors: ['Já existe um profissional com este nome: Dona Ana'],
      duplicate: { id: owner.id, name: 'Dona Ana', phone: null, match: 'name' },
    });
    const caio = json<{ id: number }>(expectStatus(await create({ name: 'Caio', phone: '(11) 4004-1234' }), 201));
    expect(json(expectStatus(await create({ name: 'Caio Souza', phone: '1140041234' }), 409))).toMatchObject({
      errors: ['Já existe um profissional com este telefone: Caio'],
      duplicate: { id: caio.id, match: 'phone' },
    });
    expectStatus(await create({ name: 'Dona Ana' }, { allow_duplicate: true }), 201);
    const renamed = await as.put(`/employees/${caio.id}`, { employee: { name: 'DONA ANA' } });
    expect(json(expectStatus(renamed, 409))).toMatchObject({ duplicate: { id: owner.id, match: 'name' } });
    expectStatus(await as.put(`/employees/${caio.id}`, { employee: { name: 'Caio', phone: '(11) 4004-1234', color: '#2350c2' } }), 200);
  });

  it('refuses allow_duplicate that is not a yes or no (422, never 500)', async () => {
    const response = await as.post('/salons/:salonId/clients', { client: { name: 'Zeca' }, allow_duplicate: 'talvez' });
    expect(response.statusCode).toBe(422);
  });
});
