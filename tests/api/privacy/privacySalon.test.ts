import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { authTokens, emailOutbox, salons, users } from '../../../server/db/schema/index';
import { startMaintenance } from '../../../server/infra/maintenance';
import { purgeClosedAccounts } from '../../../server/services/privacy';
import { blocked, utc } from '../support/agendaHelpers';
import { signIn } from '../support/authHelpers';
import { json, type TestApp } from '../support/harness';
import { clientWithHistory, ids, readExport } from './privacyHelpers';
import { saleSalon, type SaleSalon } from '../support/saleHelpers';
import { client, expectStatus } from '../support/salonHelpers';

const PASSWORD = 'senha-forte-123';
const DAY = 24 * 3600 * 1000;

/** LGPD for the whole salon (issue 11, item 5): the export as a ZIP of CSV files, and closing the account. */
describe('salon privacy', () => {
  let t: TestApp;
  let s: SaleSalon;
  let other: SaleSalon;

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    s = await saleSalon(t.app, 20);
    other = await saleSalon(t.app, 20);
    await clientWithHistory(t.app, s);
    await client(s.as, 'João; "o Barbudo"', { 'client[email]': 'joao@email.com' });
    await client(s.as, '=HYPERLINK("x")');
    await blocked(s, { start_at: utc(2030, 4, 2, 15) });
    await clientWithHistory(t.app, other);
    // Stock entries of both salons: the export carries this salon's, with who recorded them.
    expectStatus(await s.as.post(`/products/${s.productId}/stock_entries`, { quantity: 6, unit_cost: 1250, note: 'NF 123' }), 200);
    expectStatus(await other.as.post(`/products/${other.productId}/stock_entries`, { quantity: 2, note: 'Entrada do vizinho' }), 200);
    await client(other.as, 'Cliente Do Vizinho');
    // A cash drawer with a suprimento, closed with a count; the neighbour's own drawer stays out.
    const drawer = json<{ id: number }>(expectStatus(await s.as.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: 5000 } }), 201)).id;
    expectStatus(await s.as.post(`/cash_drawers/${drawer}/movements`, { cash_movement: { kind: 'suprimento', amount: 2000, reason: 'Troco extra' } }), 200);
    expectStatus(await s.as.post(`/cash_drawers/${drawer}/close`, { cash_drawer: { counted: { cash: 7000, pix: 100 } } }), 200);
    expectStatus(await other.as.post('/salons/:salonId/cash_drawers', { cash_drawer: { float: 100 } }), 201);
    // A walk-in comanda with a Pomada, and the neighbour's own.
    const comanda = json<{ id: number }>(expectStatus(await s.as.post('/salons/:salonId/comandas', { comanda: { client_id: s.clientId } }), 201)).id;
    expectStatus(await s.as.post(`/comandas/${comanda}/items`, { item: { product_id: s.productId, quantity: 2 } }), 201);
    expectStatus(await other.as.post('/salons/:salonId/comandas', { comanda: {} }), 201);
  });

  const db = () => t.database.db;
  /** The ids of a tenant table's rows of one salon. */
  const ofSalon = async (table: string, salonId: number) =>
    (await db().execute(sql`select id from ${sql.identifier(table)} where salon_id = ${salonId} order by id`) as unknown as { rows: Array<{ id: number }> }).rows;

  it("exports every row of the salon as CSV files in a ZIP, and none of another salon's", async () => {
    const response = expectStatus(await s.as.get('/salons/:salonId/export'), 200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="agendei-salao-${s.as.salonId}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    const tables = readExport(response);
    expect(Object.keys(tables).sort()).toEqual(['appointments', 'cash_drawers', 'cash_movements', 'categories', 'clients', 'comanda_items', 'comandas', 'deposits', 'pix_charges', 'products', 'professionals', 'sale_items', 'sale_payments', 'sale_tips', 'sales', 'services', 'stock_movements']);

    expect(ids(tables.clients)).toEqual(ids(await ofSalon('clients', s.as.salonId)));
    expect(ids(tables.appointments)).toEqual(ids(await ofSalon('appointments', s.as.salonId)));
    expect(ids(tables.sales)).toEqual(ids(await ofSalon('sales', s.as.salonId)));
    expect(ids(tables.sale_items)).toEqual(ids(await ofSalon('sale_transactions', s.as.salonId)));
    expect(ids(tables.sale_payments)).toEqual(ids(await ofSalon('sale_payments', s.as.salonId)));
    expect(tables.sale_payments.length).toBeGreaterThan(0);
    expect(ids(tables.sale_tips)).toEqual(ids(await ofSalon('sale_tips', s.as.salonId)));
    expect(ids(tables.services)).toEqual(ids(await ofSalon('services', s.as.salonId)));
    expect(ids(tables.products)).toEqual(ids(await ofSalon('products', s.as.salonId)));
    expect(ids(tables.professionals)).toEqual(ids(await ofSalon('employees', s.as.salonId)));
    expect(ids(tables.stock_movements)).toEqual(ids(await ofSalon('stock_movements', s.as.salonId)));
    expect(ids(tables.deposits)).toEqual(ids(await ofSalon('booking_deposits', s.as.salonId)));
    expect(tables.stock_movements).toEqual([expect.objectContaining({ product_name: 'Pomada', quantity: '6', unit_cost: '12,50', note: 'NF 123', user_name: 'Dona Ana' })]);
    expect(ids(tables.cash_drawers)).toEqual(ids(await ofSalon('cash_drawers', s.as.salonId)));
    expect(tables.cash_drawers).toEqual([expect.objectContaining({ float: '50,00', counted_cash: '70,00', counted_pix: '1,00', counted_other: '0,00', opened_by_name: 'Dona Ana' })]);
    expect(tables.cash_movements).toEqual([expect.objectContaining({ kind: 'suprimento', amount: '20,00', reason: 'Troco extra', user_name: 'Dona Ana' })]);
    expect(ids(tables.comandas)).toEqual(ids(await ofSalon('comandas', s.as.salonId)));
    expect(tables.comandas).toEqual([expect.objectContaining({ number: '1', status: 'open', client_id: String(s.clientId), opened_by_name: 'Dona Ana' })]);
    expect(tables.comanda_items).toEqual([expect.objectContaining({ name: 'Pomada', quantity: '2', value: '39,90', added_by_name: 'Dona Ana' })]);
    expect(tables.categories.map((c) => `${c.kind}:${c.name}`).sort()).toEqual(['product:Finalizadores', 'service:Cabelo']);

    // The reports' CSV rules: decimal comma, text as typed (quotes and ';' survive), formulas defused.
    const names = tables.clients.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Carla Cliente', 'João; "o Barbudo"', `'=HYPERLINK("x")`]));
    expect(tables.sales.map((row) => row.total).sort()).toEqual(['39,90', '45,00']);
    expect(tables.appointments.map((row) => row.kind).sort()).toEqual(['appointment', 'block']);
    expect(tables.appointments.find((row) => row.kind === 'appointment')).toMatchObject({ client_name: 'Carla Cliente', notes: 'Alérgica a amônia', price: '45,00' });

    // Nothing of the neighbour: none of its ids, none of its names.
    const theirs = new Set(ids(await ofSalon('clients', other.as.salonId)));
    expect(ids(tables.clients).some((id) => theirs.has(id))).toBe(false);
    expect(JSON.stringify(tables)).not.toContain('Cliente Do Vizinho');
  });

  it("answers another salon's owner 403 on this salon's export and closing", async () => {
    const url = (path: string) => `/v1/salons/${s.as.salonId}/${path}`;
    expectStatus(await t.app.inject({ method: 'GET', url: url('export'), headers: other.as.headers }), 403);
    expectStatus(await t.app.inject({ method: 'POST', url: url('close'), headers: other.as.headers, payload: { password: PASSWORD } }), 403);
    expectStatus(await t.app.inject({ method: 'GET', url: url('export') }), 401);
    expect((await db().select({ closedAt: salons.closedAt }).from(salons).where(eq(salons.id, s.as.salonId)))[0].closedAt).toBeNull();
  });

  it('closes the account: a wrong password changes nothing; then every session ends, the owner gets an e-mail, sign-in is refused', async () => {
    const owner = await db().select({ email: users.email }).from(users).where(eq(users.salonId, s.as.salonId));
    const email = owner[0].email;
    const second = await signIn(t.app, email);
    expectStatus(second, 200);

    const wrong = await s.as.post('/salons/:salonId/close', { password: 'nao-e-essa' });
    expect(json(expectStatus(wrong, 422))).toEqual({ password: ['Senha incorreta'] });
    expect((await db().select({ closedAt: salons.closedAt }).from(salons).where(eq(salons.id, s.as.salonId)))[0].closedAt).toBeNull();

    const before = Math.floor(Date.now() / 1000);
    const closed = json<{ closed_at: number; delete_after: number }>(expectStatus(await s.as.post('/salons/:salonId/close', { password: PASSWORD }), 200));
    expect(closed.closed_at).toBeGreaterThanOrEqual(before);
    expect(closed.delete_after - closed.closed_at).toBe(30 * 24 * 3600);

    expect(await db().select().from(authTokens).where(eq(authTokens.salonId, s.as.salonId))).toEqual([]);
    expectStatus(await s.as.get('/salons/:salonId/clients'), 401);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(sql`${emailOutbox.id} desc`).limit(1);
    expect(mail.subject).toBe('Sua conta no Agendei foi encerrada');
    expect(mail.text).toContain('serão apagados definitivamente em');
    expect(mail.text).toContain('contato@agendei.app');

    const refused = await signIn(t.app, email);
    expect(json(expectStatus(refused, 401))).toEqual({
      success: false,
      errors: ['Esta conta foi encerrada. Os dados serão apagados 30 dias após o encerramento; para desistir, escreva para contato@agendei.app.'],
    });
    // A wrong password still hears the generic answer: the closing is told only to whoever knows the password.
    expect(json<{ errors: string[] }>(expectStatus(await signIn(t.app, email, 'outra-senha-1'), 401)).errors).toEqual(['E-mail ou senha incorretos.']);
  });

  it('deletes a closed salon with all its rows 30 days later (the maintenance job), and leaves another salon alone', async () => {
    const theirs = async () => ({
      clients: (await ofSalon('clients', other.as.salonId)).length,
      appointments: (await ofSalon('appointments', other.as.salonId)).length,
      sales: (await ofSalon('sales', other.as.salonId)).length,
    });
    const neighbour = await theirs();
    expect(await purgeClosedAccounts(db())).toEqual([]);
    expect(await purgeClosedAccounts(db(), new Date(Date.now() + 29 * DAY))).toEqual([]);
    expect((await ofSalon('clients', s.as.salonId)).length).toBeGreaterThan(0);

    // 31 days on, as the hourly job sees it.
    await db().update(salons).set({ closedAt: new Date(Date.now() - 31 * DAY) }).where(eq(salons.id, s.as.salonId));
    const maintenance = startMaintenance(db(), t.app.log);
    await maintenance.stop();
    await maintenance.run();

    expect(await db().select().from(salons).where(eq(salons.id, s.as.salonId))).toEqual([]);
    for (const table of ['clients', 'appointments', 'sales', 'employees', 'services', 'products', 'users', 'sale_transactions', 'email_outbox']) {
      expect(await ofSalon(table, s.as.salonId)).toEqual([]);
    }
    expect(await theirs()).toEqual(neighbour);
    expectStatus(await other.as.get('/salons/:salonId/clients'), 200);
  });

});
