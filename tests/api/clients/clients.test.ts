import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { appointments, sales, saleTransactions } from '../../../server/db/schema/index';
import { json, signUpAndIn } from '../support/harness';
import { insertSales } from '../support/reportsFixture';
import { actAs, category, client, expectStatus, product, service, type Actor } from '../support/salonHelpers';

type Client = Record<string, unknown> & { id: number; name: string };

describe('clients', () => {
  let as: Actor;
  beforeAll(async ({ as: fileAs }) => {
    as = fileAs;
  });

  it('creates a client from multipart client[field]s, normalising what the masks send', async () => {
    const created = await as.form('POST', '/salons/:salonId/clients', {
      'client[name]': '  Maria Aparecida ',
      'client[email]': 'Maria@Email.com',
      'client[phone]': '(11) 91234-5678',
      'client[gender]': 'none',
      'client[birth]': '25/12/1990',
      'client[address]': 'Rua Augusta, 100',
      'client[neighborhood]': 'Consolação',
      'client[zip_code]': '01305100',
      'client[city]': 'São Paulo',
      'client[state]': 'sp',
      'client[salon]': '999',
    });
    const body = json<Client>(expectStatus(created, 201));
    expect(body).toEqual({
      id: expect.any(Number), salon_id: as.salonId, name: 'Maria Aparecida', email: 'maria@email.com', phone: '(11) 91234-5678',
      gender: 'none', birth: '1990-12-25', address: 'Rua Augusta, 100', neighborhood: 'Consolação', zip_code: '01305-100',
      city: 'São Paulo', state: 'SP', avatar_url: null, reminders_opt_out_at: null, messages_consent: false, messages_consent_at: null,
      erased_at: null,
    });
    expect(json(expectStatus(await as.get(`/clients/${body.id}`), 200))).toEqual(body);
  });

  it('leaves the gender unspecified (Não informado) when not sent, accepts JSON too, and updates only the fields sent ("" clears)', async () => {
    const created = json<Client>(expectStatus(await as.post('/salons/:salonId/clients', { client: { name: 'Bia', city: 'Recife', phone: '81 99999-0000' } }), 201));
    expect(created).toMatchObject({ gender: 'unspecified', city: 'Recife', email: null });
    const updated = await as.form('PUT', `/clients/${created.id}`, { 'client[city]': '', 'client[email]': 'bia@ex.com', 'client[birth]': '2001-02-03' });
    expect(json(expectStatus(updated, 200))).toMatchObject({ name: 'Bia', city: null, email: 'bia@ex.com', phone: '81 99999-0000', birth: '2001-02-03' });
    expect(json(expectStatus(await as.get(`/salons/:salonId/clients/search/bia@ex`), 200))).toEqual([expect.objectContaining({ id: created.id })]);
  });

  it.each([
    [{ 'client[email]': 'not-an-email' }, 'email', 'Ops! Por favor, digite um e-mail válido'],
    [{ 'client[phone]': 'ligar depois' }, 'phone', 'Telefone inválido. Digite o DDD e o número, por exemplo (11) 91234-5678'],
    [{ 'client[birth]': '31/02/2000' }, 'birth', 'Data de nascimento inválida. Use dd/mm/aaaa'],
    [{ 'client[birth]': '01/01/2999' }, 'birth', 'Data de nascimento inválida. Use dd/mm/aaaa'],
    [{ 'client[zip_code]': '0130-51' }, 'zip_code', 'CEP inválido. Use 00000-000'],
    [{ 'client[state]': 'XX' }, 'state', 'Escolha um estado válido, como SP ou RJ'],
    [{ 'client[gender]': 'other' }, 'gender', 'Escolha Feminino, Masculino, Não binário ou Não informado'],
    [{ 'client[name]': '' }, 'name', 'Este campo é obrigatório'],
    [{ 'client[city]': 'x'.repeat(121) }, 'city', 'Texto longo demais (máximo de 120 caracteres)'],
  ])('answers 422 to %j on %s', async (fields, field, message) => {
    const response = expectStatus(await as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Teste', ...fields }), 422);
    expect(json<Record<string, string[]>>(response)[field]).toEqual([message]);
  });

  it('pages through 65 clients in name order, 30 at a time, ignoring accents and case', async ({ t }) => {
    // A salon of its own in the same database: tenancy keeps the other tests' clients out of its pages.
    const fresh = actAs(t.app, await signUpAndIn(t.app));
    const names = Array.from({ length: 65 }, (_, i) => `Cliente ${String(i).padStart(2, '0')}`);
    names[10] = 'álvaro';
    for (const name of names) await client(fresh, name);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(json<Client[]>(expectStatus(await fresh.get(`/salons/:salonId/clients?page=${page}`), 200)));
    expect(pages.map((p) => p.length)).toEqual([30, 30, 5, 0]);
    expect(pages[0][0].name).toBe('álvaro');
    expect(new Set(pages.flat().map((c) => c.name)).size).toBe(65);
    expect(json<Client[]>(await fresh.get('/salons/:salonId/clients'))).toEqual(pages[0]);
    expectStatus(await fresh.get('/salons/:salonId/clients?page=0'), 422);
    expectStatus(await fresh.get('/salons/:salonId/clients?page=abc'), 422);

    // Keyset paging: the page after a client, by its id, walks the same list in the same order.
    const walked: Client[][] = [];
    let after = 0;
    for (;;) {
      const url = after ? `/salons/:salonId/clients?after=${after}` : '/salons/:salonId/clients';
      const page = json<Client[]>(expectStatus(await fresh.get(url), 200));
      if (page.length === 0) break;
      walked.push(page);
      after = page[page.length - 1].id;
    }
    expect(walked.map((p) => p.length)).toEqual([30, 30, 5]);
    expect(walked.flat()).toEqual(pages.flat());
    // A client that is not in this salon's list (another salon's, or none) is no place to start from.
    const elsewhere = json<Client>(expectStatus(await as.post('/salons/:salonId/clients', { client: { name: 'De outro salão' } }), 201));
    for (const id of [elsewhere.id, 2_000_000_000]) {
      const refused = await fresh.get(`/salons/:salonId/clients?after=${id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ after: ['Escolha um cliente deste salão'] });
    }
  });

  it("finds 'João' by 'joao', by phone digits and by e-mail", async () => {
    const joao = await client(as, 'João da Silva', { 'client[phone]': '(21) 98765-4321', 'client[email]': 'jsilva@exemplo.com.br' });
    await client(as, 'Joana Prado');
    const search = async (query: string) =>
      json<Client[]>(expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}`), 200)).map((c) => c.name);
    expect(await search('joao')).toEqual(['João da Silva']);
    expect(await search('JOÃO')).toEqual(['João da Silva']);
    expect(await search('silva joao')).toEqual(['João da Silva']);
    expect(await search('98765')).toEqual(['João da Silva']);
    expect(await search('(21) 98765-4321')).toEqual(['João da Silva']);
    expect(await search('jsilva@exemplo')).toEqual(['João da Silva']);
    expect(await search('jo')).toEqual(['Joana Prado', 'João da Silva']);
    expect(await search('%')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
    expect(joao.name).toBe('João da Silva');
  });

  it('reads the digits of a query with letters as words, not as a phone', async () => {
    await client(as, 'Paulo Oliveira', { 'client[email]': 'paulo.oliveira818@exemplo.com' });
    await client(as, 'Ana Prado', { 'client[phone]': '(11) 98181-0000' });
    const search = async (query: string) =>
      json<Client[]>(expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}`), 200)).map((c) => c.name);
    expect(await search('paulo.oliveira818')).toEqual(['Paulo Oliveira']);
    expect(await search('paulo 8181')).toEqual([]);
    expect(await search('818')).toEqual(['Ana Prado', 'Paulo Oliveira']);
    expect(await search('(11) 98181')).toEqual(['Ana Prado']);
  });

  it('shows statistics, appointments and transactions from real queries, and zeros for a new client', async ({ t }) => {
    const fresh = await client(as, 'Carla Nova');
    expect(json(expectStatus(await as.get(`/clients/${fresh.id}/statistics`), 200))).toEqual({
      prospection: 0, sales_total: 0, appointments_total: 0, completed: 0, canceled: 0, no_show: 0, new_count: 0, last_visit: null,
    });
    expect(json(expectStatus(await as.get(`/clients/${fresh.id}/appointments`), 200))).toEqual([]);
    expect(json(expectStatus(await as.get(`/clients/${fresh.id}/transactions`), 200))).toEqual({ products: [], services: [] });

    const cut = await service(as, await category(as, 'service', 'Cabelo'), { name: 'Corte', price: 5000 });
    const wax = await product(as, await category(as, 'product', 'Pomadas'), { name: 'Pomada', price: 3000 });
    const hired = await as.post('/salons/:salonId/employees', { employee: { name: 'Edu', color: '#27c148', agendei_access: false } });
    const employeeId = json<{ id: number }>(expectStatus(hired, 201)).id;
    const base = { salonId: as.salonId, clientId: fresh.id, employeeId, serviceId: cut.id, duration: 1800, price: 5000 };
    const at = (day: number) => new Date(Date.UTC(2030, 0, day, 13));
    const booked = await t.database.db
      .insert(appointments)
      .values([
        { ...base, startAt: at(1), status: 'completed' },
        { ...base, startAt: at(2), status: 'new', notes: 'Prefere tesoura' },
        { ...base, startAt: at(3), status: 'started', price: 7000 },
        { ...base, startAt: at(4), status: 'canceled' },
        { ...base, startAt: at(5), status: 'no_show' },
      ])
      .returning({ id: appointments.id });
    const [sale] = await t.database.db
      .insert(sales)
      .values({ salonId: as.salonId, clientId: fresh.id, number: 1, price: 11000, paymentType: 'pix' })
      .returning({ id: sales.id });
    await t.database.db.insert(saleTransactions).values([
      { salonId: as.salonId, saleId: sale.id, clientId: fresh.id, employeeId, serviceId: cut.id, appointmentId: booked[0].id, name: 'Corte', value: 5000 },
      { salonId: as.salonId, saleId: sale.id, clientId: fresh.id, productId: wax.id, name: 'Pomada', value: 3000, quantity: 2 },
    ]);
    // A canceled sale (estorno) stays in the books but neither counts as sold nor shows in the history.
    const canceledAt = new Date();
    const [refunded] = await t.database.db
      .insert(sales)
      .values({ salonId: as.salonId, clientId: fresh.id, number: 2, price: 9000, paymentType: 'cash', status: 'canceled', canceledAt })
      .returning({ id: sales.id });
    await t.database.db.insert(saleTransactions).values([
      { salonId: as.salonId, saleId: refunded.id, clientId: fresh.id, productId: wax.id, name: 'Pomada', value: 3000, quantity: 3, canceledAt },
    ]);

    expect(json(await as.get(`/clients/${fresh.id}/statistics`))).toEqual({
      prospection: 12000, sales_total: 11000, appointments_total: 5, completed: 1, canceled: 1, no_show: 1, new_count: 1,
      last_visit: at(1).getTime() / 1000,
    });
    const history = json<Array<Record<string, unknown>>>(await as.get(`/clients/${fresh.id}/appointments`));
    expect(history.map((a) => a.status)).toEqual(['no_show', 'canceled', 'started', 'new', 'completed']);
    expect(history[3]).toMatchObject({ start_at: at(2).getTime() / 1000, status_display: 'Agendado', notes: 'Prefere tesoura', sale_transaction: null });
    expect(history[4]).toMatchObject({
      status_display: 'Finalizado', service: { id: cut.id, name: 'Corte', duration: 1800, price: 5000 },
      employee: { id: employeeId, name: 'Edu', color: '#27c148' }, client: { id: fresh.id, name: 'Carla Nova' },
      sale_transaction: { id: expect.any(Number), sale_id: sale.id },
    });
    const transactions = json<{ products: Array<Record<string, unknown>>; services: Array<Record<string, unknown>> }>(
      await as.get(`/clients/${fresh.id}/transactions`),
    );
    expect(transactions.products).toEqual([expect.objectContaining({ product_id: wax.id, name: 'Pomada', value: 3000, quantity: 2, sale_id: sale.id, created_at: expect.any(Number) })]);
    expect(transactions.services).toEqual([expect.objectContaining({ service_id: cut.id, appointment_id: booked[0].id, employee: { id: employeeId, name: 'Edu' } })]);

    // A used service or product stays in the catalogue; deleting the client keeps the sale, without the client.
    expect(json(expectStatus(await as.del(`/services/${cut.id}`), 422))).toEqual({ base: ['Este serviço já foi usado em agendamentos ou vendas e não pode ser excluído.'] });
    expect(json(expectStatus(await as.del(`/products/${wax.id}`), 422))).toEqual({ base: ['Este produto já foi vendido e não pode ser excluído.'] });
    expect(json(expectStatus(await as.del(`/employees/${employeeId}`), 422))).toEqual({
      base: ['Este profissional tem agendamentos ou vendas e não pode ser excluído. Desligue o acesso dele em vez disso.'],
    });
    expectStatus(await as.del(`/clients/${fresh.id}`), 204);
    expectStatus(await as.get(`/clients/${fresh.id}`), 404);
    expectStatus(await as.get(`/clients/${fresh.id}/statistics`), 404);
    const kept = await t.database.db.select({ clientId: sales.clientId, price: sales.price }).from(sales).where(eq(sales.id, sale.id));
    expect(kept).toEqual([{ clientId: null, price: 11000 }]);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.clientId, fresh.id))).toEqual([]);
  });

  it('pages the sale lines 30 at a time, newest first; last_visit is the latest completed appointment or sale', async ({ t }) => {
    const buyer = await client(as, 'Diana Fiel');
    const shelf = await category(as, 'product', 'Cosméticos');
    const oil = await product(as, shelf, { name: 'Óleo', price: 2000 });
    const cut = await service(as, await category(as, 'service', 'Barba'), { name: 'Barba', price: 3000 });
    // 35 sales a day apart, alternating a product and a service line; the newest is the 35th.
    await insertSales(
      t,
      as.salonId,
      Array.from({ length: 35 }, (_, i) => ({
        at: new Date(Date.UTC(2031, 0, 1 + i, 15)).toISOString(),
        paymentType: 'pix' as const,
        clientId: buyer.id,
        lines: [i % 2 ? { serviceId: cut.id, name: 'Barba', value: 3000 + i } : { productId: oil.id, name: 'Óleo', value: 2000 + i }],
      })),
    );
    type Page = { products: Array<{ value: number; created_at: number }>; services: Array<{ value: number; created_at: number }> };
    const page = async (n?: number) => json<Page>(expectStatus(await as.get(`/clients/${buyer.id}/transactions${n ? `?page=${n}` : ''}`), 200));
    const lines = (p: Page) => [...p.products, ...p.services].sort((a, b) => b.created_at - a.created_at).map((l) => l.value % 1000);
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(lines(first)).toEqual(Array.from({ length: 30 }, (_, i) => 34 - i));
    expect(first.products).toHaveLength(15);
    expect(first.services).toHaveLength(15);
    expect(lines(second)).toEqual([4, 3, 2, 1, 0]);
    expect(third).toEqual({ products: [], services: [] });
    expect(await page()).toEqual(first);
    expect(first.products[0].created_at).toBeGreaterThan(first.products[1].created_at);
    expectStatus(await as.get(`/clients/${buyer.id}/transactions?page=0`), 422);
    expectStatus(await as.get(`/clients/${buyer.id}/transactions?page=x`), 422);
    // Only purchases so far: the newest (the 35th, on February 4th) was the last visit.
    expect(json(await as.get(`/clients/${buyer.id}/statistics`))).toMatchObject({ sales_total: 18 * 2000 + 17 * 3000 + 595, last_visit: Date.UTC(2031, 1, 4, 15) / 1000 });

    const employeeId = json<Array<{ id: number }>>(await as.get('/salons/:salonId/employees'))[0].id;
    const base = { salonId: as.salonId, clientId: buyer.id, employeeId, serviceId: cut.id, duration: 1800, price: 3000 };
    await t.database.db.insert(appointments).values([
      { ...base, startAt: new Date(Date.UTC(2031, 1, 1, 12)), status: 'completed' },
      { ...base, startAt: new Date(Date.UTC(2031, 1, 6, 12)), status: 'completed' },
      // Later, but not a visit that happened.
      { ...base, startAt: new Date(Date.UTC(2031, 1, 8, 12)), status: 'no_show' },
      { ...base, startAt: new Date(Date.UTC(2031, 1, 10, 12)), status: 'new' },
    ]);
    expect(json(await as.get(`/clients/${buyer.id}/statistics`))).toMatchObject({ last_visit: Date.UTC(2031, 1, 6, 12) / 1000, completed: 2 });
  });
});
