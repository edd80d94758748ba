import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { ClientWire } from '../../../server/contract/clients';
import type { ClientExportWire } from '../../../server/contract/privacy';
import { appointments, clientAvatars, clients, emailOutbox, sales, salons, unsubscribeTokens } from '../../../server/db/schema/index';
import { json, writeOutside, signUpAndIn, type TestApp } from '../support/harness';
import { clientWithHistory, ids, todayInSaoPaulo } from './privacyHelpers';
import { saleSalon, type SaleSalon } from '../support/saleHelpers';
import { actAs, client, expectStatus, image } from '../support/salonHelpers';

/** LGPD for one client (issue 11, item 5): consent to messages, the export of their data, and their erasure. */
describe('client privacy', () => {
  let t: TestApp;
  let s: SaleSalon;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    s = await saleSalon(t.app, 50);
  });

  const clientRow = async (id: number) => (await t.database.db.select().from(clients).where(eq(clients.id, id)))[0];

  it('records the consent to messages with its date, keeps the date while it stays on, clears both when withdrawn', async () => {
    const before = now();
    const given = json<ClientWire>(expectStatus(await s.as.form('POST', '/salons/:salonId/clients', { 'client[name]': 'Consentida', 'client[messages_consent]': 'true' }), 201));
    expect(given.messages_consent).toBe(true);
    expect(given.messages_consent_at).toBeGreaterThanOrEqual(before);
    expect(given.messages_consent_at).toBeLessThanOrEqual(now());

    // Saving other fields (the form sends the box again, still ticked) keeps the original date.
    const kept = json<ClientWire>(expectStatus(await s.as.form('PUT', `/clients/${given.id}`, { 'client[city]': 'Recife', 'client[messages_consent]': 'true' }), 200));
    expect(kept).toMatchObject({ messages_consent: true, messages_consent_at: given.messages_consent_at, city: 'Recife' });

    const withdrawn = json<ClientWire>(expectStatus(await s.as.put(`/clients/${given.id}`, { client: { messages_consent: false } }), 200));
    expect(withdrawn).toMatchObject({ messages_consent: false, messages_consent_at: null });
    expect(await clientRow(given.id)).toMatchObject({ messagesConsent: false, messagesConsentAt: null });

    const none = await client(s.as, 'Sem Consentimento');
    expect(json<ClientWire>(expectStatus(await s.as.get(`/clients/${none.id}`), 200))).toMatchObject({ messages_consent: false, messages_consent_at: null });
    expect(json(expectStatus(await s.as.put(`/clients/${none.id}`, { client: { messages_consent: 'sim' } }), 422))).toHaveProperty('messages_consent');
  });

  it("exports a client's record, appointments and sales with their items, and nothing of another client", async () => {
    const mine = await clientWithHistory(t.app, s);
    const other = await client(s.as, 'Outra Pessoa', { 'client[email]': 'outra@email.com' });
    const theirs = await clientWithHistory(t.app, s, other.id);

    const response = expectStatus(await s.as.get(`/clients/${s.clientId}/export`), 200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cliente-${s.clientId}-dados.json"`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const data = json<ClientExportWire>(response);
    expect(data.salon.id).toBe(s.as.salonId);
    expect(data.client).toMatchObject({ id: s.clientId, name: 'Carla Cliente', erased_at: null, avatar: null });
    expect(data.appointments.map((a) => a.id)).toContain(mine.booking.id);
    expect(data.appointments.find((a) => a.id === mine.booking.id)).toMatchObject({ service: 'Corte', notes: 'Alérgica a amônia', status: 'completed', price: 4500 });
    expect(ids(data.sales)).toEqual(ids(mine.sales));
    expect(data.sales.flatMap((sale) => sale.items.map((item) => `${item.kind}:${item.name}`)).sort()).toEqual(['product:Pomada', 'service:Corte']);

    // Not one id or word of the other client.
    expect(data.appointments.map((a) => a.id)).not.toContain(theirs.booking.id);
    expect(response.body).not.toContain('Outra Pessoa');
    expect(response.body).not.toContain('outra@email.com');
  });

  it('erases a client in one go: anonymised in the database, the reports the same, gone from the list, no longer editable', async () => {
    const maria = await client(s.as, 'Maria  das Dores', {
      'client[email]': 'maria@email.com', 'client[phone]': '(11) 91234-5678', 'client[birth]': '12/05/1980', 'client[address]': 'Rua A, 1',
      'client[neighborhood]': 'Centro', 'client[zip_code]': '01001-000', 'client[city]': 'São Paulo', 'client[state]': 'SP',
      'client[messages_consent]': 'true', 'client[avatar]': { data: await image('png', 300, 300), filename: 'maria.png', type: 'image/png' },
    });
    const history = await clientWithHistory(t.app, s, maria.id);
    await t.database.db.insert(unsubscribeTokens).values({ token: 'token-da-maria', salonId: s.as.salonId, clientId: maria.id });
    await t.database.db.insert(emailOutbox).values({ salonId: s.as.salonId, to: 'maria@email.com', subject: 'Lembrete', html: '<p>Maria</p>', text: 'Maria' });
    const today = todayInSaoPaulo();
    const report = async (kind: string) => {
      const body = json<Record<string, unknown>>(expectStatus(await s.as.get(`/salons/:salonId/reports/${kind}?start=${today}&end=${today}`), 200));
      delete body.generated_at;
      return body;
    };
    const [summary, byType] = [await report('summary'), await report('by-type')];

    // A wrong name changes nothing.
    const refused = await s.as.post(`/clients/${maria.id}/erase`, { confirm_name: 'Maria' });
    expect(json(expectStatus(refused, 422))).toEqual({ confirm_name: ['Digite o nome do cliente exatamente como aparece no cadastro para confirmar'] });
    expect(await clientRow(maria.id)).toMatchObject({ name: 'Maria  das Dores', email: 'maria@email.com', erasedAt: null });

    const erased = json<ClientWire>(expectStatus(await s.as.post(`/clients/${maria.id}/erase`, { confirm_name: ' Maria das Dores ' }), 200));
    expect(erased).toMatchObject({ id: maria.id, name: `Cliente removido #${maria.id}`, email: null, phone: null, avatar_url: null, messages_consent: false });
    expect(erased.erased_at).toBeGreaterThanOrEqual(now() - 5);

    expect(await clientRow(maria.id)).toMatchObject({
      name: `Cliente removido #${maria.id}`, email: null, phone: null, gender: 'unspecified', birth: null, address: null, neighborhood: null,
      zipCode: null, city: null, state: null, avatarKey: null, messagesConsent: false, messagesConsentAt: null,
      erasedAt: expect.any(Date),
    });
    expect(await t.database.db.select().from(clientAvatars).where(eq(clientAvatars.clientId, maria.id))).toEqual([]);
    // The old unsubscribe link finds no one.
    expect(await t.database.db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.clientId, maria.id))).toEqual([]);
    const [booking] = await t.database.db.select().from(appointments).where(eq(appointments.id, history.booking.id));
    expect(booking).toMatchObject({ clientId: maria.id, notes: null, status: 'completed' });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'maria@email.com'))).toEqual([]);
    // The sales stay, still the client's (anonymous now), and every report adds up as before.
    const kept = await t.database.db.select().from(sales).where(and(eq(sales.salonId, s.as.salonId), eq(sales.clientId, maria.id)));
    expect(ids(kept)).toEqual(ids(history.sales));
    expect(await report('summary')).toEqual(summary);
    expect(await report('by-type')).toEqual(byType);

    // Out of the list and the search; the page still opens; no edit, no second erasure.
    const listed = json<ClientWire[]>(expectStatus(await s.as.get('/salons/:salonId/clients'), 200));
    expect(listed.map((c) => c.id)).not.toContain(maria.id);
    expect(json<ClientWire[]>(expectStatus(await s.as.get('/salons/:salonId/clients/search/removido'), 200))).toEqual([]);
    expect(json<ClientWire>(expectStatus(await s.as.get(`/clients/${maria.id}`), 200)).name).toBe(`Cliente removido #${maria.id}`);
    const edit = await s.as.put(`/clients/${maria.id}`, { client: { name: 'Maria de Volta' } });
    expect(json(expectStatus(edit, 422))).toEqual({ base: ['Os dados deste cliente foram apagados (LGPD) e o cadastro não pode mais ser alterado.'] });
    expect(expectStatus(await s.as.post(`/clients/${maria.id}/erase`, { confirm_name: `Cliente removido #${maria.id}` }), 422).statusCode).toBe(422);
    expect((await clientRow(maria.id)).name).toBe(`Cliente removido #${maria.id}`);
    // Nobody books or sells for an erased client any more (their id may still sit in an open screen).
    const rebook = await s.as.post('/salons/:salonId/appointments', { appointment: { client_id: maria.id, service_id: s.serviceId, employee_id: s.employeeId, start_at: history.booking.start_at + 86_400 } });
    expect(json(expectStatus(rebook, 422))).toMatchObject({ client: [expect.any(String)] });
  });

  it('answers in English when asked', async () => {
    const bia = await client(s.as, 'Bia');
    const response = await t.app.inject({
      method: 'POST', url: `/v1/clients/${bia.id}/erase`, headers: { ...s.as.headers, 'accept-language': 'en' }, payload: { confirm_name: 'Bea' },
    });
    expect(json(expectStatus(response, 422))).toEqual({ confirm_name: ["Type the client's name exactly as it appears on the record to confirm"] });
  });

  it('still erases and exports for a salon past its trial: the rights of its clients do not wait for a payment', async () => {
    const lapsed = await saleSalon(t.app, 1);
    await writeOutside(t, lapsed.as.salonId, (db) => db.update(salons).set({ trialEndsAt: new Date(Date.now() - 24 * 3600 * 1000) }).where(eq(salons.id, lapsed.as.salonId)));
    expectStatus(await lapsed.as.post('/salons/:salonId/clients', { client: { name: 'Nova' } }), 402);
    expectStatus(await lapsed.as.get(`/clients/${lapsed.clientId}/export`), 200);
    expectStatus(await lapsed.as.post(`/clients/${lapsed.clientId}/erase`, { confirm_name: 'Carla Cliente' }), 200);
    expectStatus(await lapsed.as.get('/salons/:salonId/export'), 200);
  });

  it("answers another salon's owner 404 for this salon's client, and changes nothing", async () => {
    const stranger = actAs(t.app, await signUpAndIn(t.app));
    expectStatus(await stranger.get(`/clients/${s.clientId}/export`), 404);
    expectStatus(await stranger.post(`/clients/${s.clientId}/erase`, { confirm_name: 'Carla Cliente' }), 404);
    expect((await clientRow(s.clientId)).name).toBe('Carla Cliente');
    expectStatus(await t.app.inject({ method: 'GET', url: `/v1/clients/${s.clientId}/export` }), 401);
  });
});
