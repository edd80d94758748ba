import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { ClientWire } from '../../../server/contract/clients';
import type { SaleWire } from '../../../server/contract/sales';
import { utc } from '../support/agendaHelpers';
import { json, type SignedIn } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { type SaleSalon } from '../support/saleHelpers';
import { actAs, client, expectStatus, type Actor } from '../support/salonHelpers';

/**
 * Issue 24, item 6: a professional reads a client's contact details only when the client has a live (new,
 * started, completed) appointment in their column; nowhere else do they leak: not through the search (a hidden
 * phone rebuilt digit by digit, an e-mail typed in), not after a canceled or no-show booking, not in a sale.
 */
describe("a professional never reads the contacts of a client who is not theirs", () => {
  let s: SaleSalon;
  let pro: SignedIn & { employeeId: number };
  let desk: SignedIn & { employeeId: number };
  let asPro: Actor;
  let asDesk: Actor;
  let zeliaId: number;
  let paulo: number;
  let hour = 8;

  const ZELIA_PHONE = '11987654321';
  /** Books `clientId` in the professional's own column, by the professional, with `status` if given. */
  const bookByPro = async (clientId: number, status?: string) =>
    json<AppointmentWire>(
      expectStatus(
        await asPro.post('/salons/:salonId/appointments', {
          appointment: { client_id: clientId, service_id: s.serviceId, employee_id: pro.employeeId, start_at: utc(2030, 4, 1, hour++), ...(status ? { status } : {}) },
        }),
        201,
      ),
    );
  const search = async (as: Actor, query: string) => json<ClientWire[]>(expectStatus(await as.get(`/salons/:salonId/clients/search/${encodeURIComponent(query)}`), 200));

  beforeAll(async ({ t, shop: fileShop }) => {
    s = fileShop;
    const owner = await signedInAs(s.as);
    pro = await staffMember(t, owner, 'professional', 'Bruno Barbeiro');
    desk = await staffMember(t, owner, 'front_desk', 'Rita Recepção');
    asPro = actAs(t.app, pro);
    asDesk = actAs(t.app, desk);
    zeliaId = (await client(s.as, 'Zélia Souza', { 'client[phone]': ZELIA_PHONE, 'client[email]': 'zelia@x.com' })).id;
    paulo = (await client(s.as, 'Paulo Prado', { 'client[phone]': '21955554444', 'client[email]': 'paulo@y.com' })).id;
    await bookByPro(paulo);
  });

  it('finds nothing of a hidden phone digit by digit, nor by its e-mail, but still finds the client by name', async () => {
    for (let length = 2; length <= ZELIA_PHONE.length; length += 1) {
      const found = await search(asPro, ZELIA_PHONE.slice(0, length));
      expect(found.map((c) => c.id), `prefix ${ZELIA_PHONE.slice(0, length)}`).not.toContain(zeliaId);
    }
    expect(await search(asPro, '(11) 98765-4321')).toEqual([]);
    expect(await search(asPro, 'zelia@x')).toEqual([]);
    expect(await search(asPro, 'x.com')).toEqual([]);
    const byName = await search(asPro, 'zelia');
    expect(byName.map((c) => c.id)).toEqual([zeliaId]);
    expect(byName[0]).toMatchObject({ name: 'Zélia Souza', phone: null, email: null });
    expect((await search(asPro, 'souza zel')).map((c) => c.id)).toEqual([zeliaId]);
  });

  it("finds the professional's own client by phone and e-mail, with the contacts", async () => {
    expect(await search(asPro, '2195555')).toEqual([expect.objectContaining({ id: paulo, email: 'paulo@y.com' })]);
    expect((await search(asPro, 'paulo@y')).map((c) => c.id)).toEqual([paulo]);
  });

  it('keeps the owner and the front desk finding any client by phone and e-mail', async () => {
    for (const as of [s.as, asDesk]) {
      expect(await search(as, ZELIA_PHONE)).toEqual([expect.objectContaining({ id: zeliaId, email: 'zelia@x.com' })]);
      expect((await search(as, 'zelia@x')).map((c) => c.id)).toEqual([zeliaId]);
      expect((await search(as, '98765')).map((c) => c.id)).toEqual([zeliaId]);
    }
  });

  it('shows no contacts after a canceled or no-show booking, and shows them once a live one exists', async () => {
    const wanda = (await client(s.as, 'Wanda Vieira', { 'client[phone]': '31977776666', 'client[email]': 'wanda@z.com' })).id;
    const contactsOf = async () => json<ClientWire>(expectStatus(await asPro.get(`/clients/${wanda}`), 200));
    await bookByPro(wanda, 'canceled');
    expect(await contactsOf()).toMatchObject({ name: 'Wanda Vieira', phone: null, email: null });
    const noShow = await bookByPro(wanda);
    expectStatus(await asPro.put(`/appointments/${noShow.id}`, { appointment: { status: 'no_show' } }), 200);
    expect(await contactsOf()).toMatchObject({ phone: null, email: null });
    expect(await search(asPro, '3197777')).toEqual([]);
    const canceledLater = await bookByPro(wanda);
    expectStatus(await asPro.put(`/appointments/${canceledLater.id}`, { appointment: { status: 'canceled' } }), 200);
    expect(await contactsOf()).toMatchObject({ phone: null, email: null });

    const live = await bookByPro(wanda);
    expect(await contactsOf()).toMatchObject({ email: 'wanda@z.com', phone: expect.stringContaining('77776666') });
    expect((await search(asPro, '3197777')).map((c) => c.id)).toEqual([wanda]);
    expectStatus(await asPro.del(`/appointments/${live.id}`), 403);
    expectStatus(await s.as.del(`/appointments/${live.id}`), 204);
    expect(await contactsOf()).toMatchObject({ phone: null, email: null });
  });

  it("answers a sale's client e-mail to a professional only for their own client", async () => {
    const line = { service_id: s.serviceId, user_id: pro.employeeId };
    const sale = json<SaleWire>(expectStatus(await asPro.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 4500, client_id: zeliaId, transactions_attributes: [line] } }), 201));
    expect(sale.client).toEqual({ id: zeliaId, name: 'Zélia Souza', email: null });
    expect(json<SaleWire>(expectStatus(await asPro.get(`/sales/${sale.id}`), 200)).client).toEqual({ id: zeliaId, name: 'Zélia Souza', email: null });

    for (const as of [s.as, asDesk]) {
      expect(json<SaleWire>(expectStatus(await as.get(`/sales/${sale.id}`), 200)).client?.email).toBe('zelia@x.com');
      const listed = json<SaleWire[]>(expectStatus(await as.get('/salons/:salonId/sales'), 200)).find((row) => row.id === sale.id);
      expect(listed?.client?.email).toBe('zelia@x.com');
    }

    const own = json<SaleWire>(expectStatus(await asPro.post('/salons/:salonId/sales', { sale: { payment_type: 'pix', price: 4500, client_id: paulo, transactions_attributes: [line] } }), 201));
    expect(own.client?.email).toBe('paulo@y.com');
    expect(json<SaleWire>(expectStatus(await asPro.get(`/sales/${own.id}`), 200)).client?.email).toBe('paulo@y.com');
  });

  it("does not tell a professional whose a phone is through the duplicate question of a new client", async () => {
    const create = (as: Actor, fields: Record<string, string>) => as.form('POST', '/salons/:salonId/clients', fields);
    const byPhone = expectStatus(await create(asPro, { 'client[name]': 'Outra Pessoa', 'client[phone]': '(11) 98765-4321' }), 409);
    expect(json(byPhone)).toEqual({
      errors: ['Já existe um cliente com este telefone. Procure-o pelo nome ou peça ajuda à recepção.'],
      duplicate: { id: zeliaId, name: '', phone: null, match: 'phone' },
    });
    // By name it names the client (every name is theirs to see), never the phone.
    const byName = expectStatus(await create(asPro, { 'client[name]': 'zelia souza' }), 409);
    expect(json<{ duplicate: unknown }>(byName).duplicate).toEqual({ id: zeliaId, name: 'Zélia Souza', phone: null, match: 'name' });
    // Their own client, and anyone for the front desk, is named with the phone as before.
    const own = json<{ duplicate: unknown }>(expectStatus(await create(asPro, { 'client[name]': 'Novo', 'client[phone]': '21955554444' }), 409));
    expect(own.duplicate).toMatchObject({ id: paulo, name: 'Paulo Prado', phone: expect.stringContaining('5555') });
    const desks = json<{ duplicate: unknown }>(expectStatus(await create(asDesk, { 'client[name]': 'Outra Pessoa', 'client[phone]': '11987654321' }), 409));
    expect(desks.duplicate).toMatchObject({ id: zeliaId, name: 'Zélia Souza', match: 'phone' });
  });
});
