import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parsePix } from 'pix-utils';
import { describe, expect } from 'vitest';
import type { AppointmentWire } from '../../../server/contract/appointments';
import type { PublicBookingWire, PublicSalonWire } from '../../../server/contract/onlineBooking';
import type { SaleWire } from '../../../server/contract/sales';
import type { Db } from '../../../server/db/client';
import { appointments, auditEvents, bookingDeposits } from '../../../server/db/schema/index';
import type { SandboxPix } from '../../../server/infra/pix/sandboxPix';
import { signNotice } from '../../../server/infra/pix/signature';
import { instantOf, isoDate } from '../../../server/services/zonedTime';
import { booked } from '../support/agendaHelpers';
import { beforeAll, it } from '../support/fixtures';
import { json } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';
import { mailsOf } from '../support/subscriptionHelpers';
import { bookingBody, bookOnline, nextWeekday, openPage, visitor } from '../booking/support';

const ZONE = 'America/Sao_Paulo';
const day = nextWeekday(4, ZONE, 3);
const at = (hour: number, minute = 0, on = day) => instantOf({ ...on, hour, minute, second: 0 }, ZONE) / 1000;
/** The first working day (Tuesday to Saturday) from tomorrow: within a week, inside a 168-hour window. */
const soon = [2, 3, 4, 5, 6].map((weekday) => nextWeekday(weekday, ZONE, 1)).sort((a, b) => isoDate(a).localeCompare(isoDate(b)))[0];
const sandbox = (app: FastifyInstance) => app.services.pixProvider as SandboxPix;

/** The deposit of the visit booked at `visit.start_at` (the first booked then: a later one took a freed time). */
async function depositRow(db: Db, salonId: number, visit: PublicBookingWire) {
  const [row] = await db
    .select({ deposit: bookingDeposits })
    .from(bookingDeposits)
    .innerJoin(appointments, and(eq(appointments.salonId, bookingDeposits.salonId), eq(appointments.visitId, bookingDeposits.visitId)))
    .where(and(eq(bookingDeposits.salonId, salonId), eq(appointments.startAt, new Date(visit.start_at * 1000))))
    .orderBy(bookingDeposits.id)
    .limit(1);
  return row.deposit;
}

/** The provider's notice that the deposit's charge was paid, as the sandbox signs it. */
function notice(app: FastifyInstance, deposit: { salonId: number; id: number; chargeId: string | null; amount: number }) {
  return sandbox(app).paidNotice({ chargeId: deposit.chargeId!, reference: `${deposit.salonId}:${deposit.id}`, amountCents: deposit.amount });
}
const post = (app: FastifyInstance, signed: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/v1/webhooks/pix', headers: signed.headers, payload: signed.body });

const show = async (app: FastifyInstance, token: string) => json<PublicBookingWire>(expectStatus(await visitor(app).get(`/bookings/${token}`), 200));

describe('a Pix deposit (sinal) for online bookings', () => {
  let slug = '';
  beforeAll(async ({ agenda }) => {
    slug = `salao-sinal-${agenda.as.salonId}`;
    // Corte costs R$ 45,00: half of it, R$ 22,50.
    await openPage(agenda.as, slug, { min_notice_minutes: 60, deposit_rule: 'per_service', deposit_kind: 'percent', deposit_value: 50, cancel_hours: 12 });
  });

  it("tells the page the salon's rule", async ({ app }) => {
    const page = json<PublicSalonWire>(expectStatus(await visitor(app).get(`/salons/${slug}`), 200));
    expect(page.deposit).toEqual({ rule: 'per_service', kind: 'percent', value: 50 });
  });

  it('holds the time and shows the Pix: nobody else takes it, nobody hears of it yet', async ({ t, app, db, agenda }) => {
    const mailsBefore = (await mailsOf(t, agenda.as.salonId)).length;
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(9), client: { name: 'Sara Sinal', phone: '(11) 96666-0001', email: 'sara@exemplo.com' } });
    expect(visit.status).toBe('awaiting_deposit');
    expect(visit.deposit).toMatchObject({ amount: 2250, status: 'pending', qr_url: `/v1/public/bookings/${visit.token}/pix.svg` });
    expect(visit.deposit!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    const pix = parsePix(visit.deposit!.pix_code!);
    expect(pix).toMatchObject({ type: 'STATIC', transactionAmount: 22.5 });
    const row = await depositRow(db, agenda.as.salonId, visit);
    expect(row).toMatchObject({ status: 'pending', amount: 2250, email: 'sara@exemplo.com' });
    expect((pix as { txid: string }).txid).toBe(row.chargeId);
    const qr = await visitor(app).get(`/bookings/${visit.token}/pix.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg/);
    // The agenda shows it held; another client cannot take the time.
    const list = json<AppointmentWire[]>(expectStatus(await agenda.as.get(`/salons/:salonId/appointments?day=${isoDate(day)}`), 200));
    expect(list.find((a) => a.start_at === at(9))).toMatchObject({ origin: 'online', awaiting_deposit: true, deposit: { amount: 2250, status: 'pending' } });
    expect((await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(9), employee_id: agenda.employeeId }))).statusCode).toBe(409);
    expect((await mailsOf(t, agenda.as.salonId)).slice(mailsBefore)).toEqual([]);
  });

  it('refuses notices whose signature is missing, wrong, old or for another body, and changes nothing', async ({ app, db, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(10) });
    const row = await depositRow(db, agenda.as.salonId, visit);
    const good = notice(app, row);
    const secret = app.config.pix.webhookSecret;
    const tampered = good.body.replace('"amount":2250', '"amount":1');
    const attempts = [
      { body: good.body, headers: { 'content-type': 'application/json' } },
      { body: good.body, headers: { ...good.headers, 'pix-signature': signNotice('outro-segredo-qualquer-1234', good.body) } },
      { body: good.body, headers: { ...good.headers, 'pix-signature': signNotice(secret, good.body, Date.now() - 10 * 60_000) } },
      { body: tampered, headers: good.headers },
      { body: 'not json', headers: { ...good.headers, 'pix-signature': 't=abc,v1=zz' } },
    ];
    for (const attempt of attempts) expect((await post(app, attempt)).statusCode).toBe(401);
    expect((await depositRow(db, agenda.as.salonId, visit)).status).toBe('pending');
    expect((await show(app, visit.token!)).status).toBe('awaiting_deposit');
  });

  it('confirms once when the same paid notice arrives 8 times at once', async ({ t, app, db, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(11), client: { name: 'Paula Paga', phone: '(11) 96666-0002', email: 'paula@exemplo.com' } });
    const row = await depositRow(db, agenda.as.salonId, visit);
    const mailsBefore = (await mailsOf(t, agenda.as.salonId)).length;
    const signed = notice(app, row);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(app, signed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const paid = await depositRow(db, agenda.as.salonId, visit);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid.paidAt).not.toBeNull();
    const audits = await db.select().from(auditEvents).where(and(eq(auditEvents.salonId, agenda.as.salonId), eq(auditEvents.action, 'deposit'), sql`${auditEvents.details}->>'deposit' = 'paid'`));
    expect(audits).toHaveLength(1);
    const view = await show(app, visit.token!);
    expect(view).toMatchObject({ status: 'booked', deposit: { status: 'paid', pix_code: null, qr_url: null } });
    const mails = (await mailsOf(t, agenda.as.salonId)).slice(mailsBefore);
    const toClient = mails.filter((m) => m.to === 'paula@exemplo.com');
    expect(toClient).toHaveLength(1);
    expect(toClient[0].subject).toMatch(/^Agendamento confirmado/);
    // Its link is a new one that opens the same booking.
    const link = /\/reserva\/([\w-]+)/.exec(toClient[0].text)![1];
    expect(link).not.toBe(visit.token);
    expect((await show(app, link)).start_at).toBe(at(11));
    expect(mails.filter((m) => m.to !== 'paula@exemplo.com').length).toBeGreaterThan(0);
    expect((await visitor(app).get(`/bookings/${visit.token}/pix.svg`)).statusCode).toBe(404);
  });

  it('frees an unpaid hold at its end, and gives back a payment that comes after', async ({ app, db, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(13) });
    const row = await depositRow(db, agenda.as.salonId, visit);
    // The job's round a quarter of an hour later.
    await app.services.deposits.sweep(new Date(Date.now() + 16 * 60_000));
    expect((await depositRow(db, agenda.as.salonId, visit)).status).toBe('expired');
    const view = await show(app, visit.token!);
    expect(view).toMatchObject({ status: 'canceled', deposit: { status: 'expired' } });
    // The time is free again.
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(13), employee_id: agenda.employeeId });
    const refundsBefore = sandbox(app).refunds.length;
    expect((await post(app, notice(app, row))).statusCode).toBe(200);
    expect((await depositRow(db, agenda.as.salonId, visit)).status).toBe('refunded');
    expect(sandbox(app).refunds.slice(refundsBefore)).toEqual([{ chargeId: row.chargeId, amountCents: 2250 }]);
  });

  it("releases a hold past its end when the page reads it, before the job's round", async ({ t, app, db, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(15) });
    const row = await depositRow(db, agenda.as.salonId, visit);
    await t.database.db.update(bookingDeposits).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(bookingDeposits.salonId, row.salonId), eq(bookingDeposits.id, row.id)));
    expect(await show(app, visit.token!)).toMatchObject({ status: 'canceled', deposit: { status: 'expired' } });
    const [piece] = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.visitId, row.visitId)));
    expect(piece.status).toBe('canceled');
  });

  async function paidVisit(app: FastifyInstance, db: Db, agenda: { as: { salonId: number }; serviceId: number }, hour: number, on = day) {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(hour, 0, on) });
    const row = await depositRow(db, agenda.as.salonId, visit);
    expect((await post(app, notice(app, row))).statusCode).toBe(200);
    return { visit, row };
  }

  it('gives the deposit back when the client cancels by the link outside the window', async ({ app, db, agenda }) => {
    const { visit, row } = await paidVisit(app, db, agenda, 16);
    const before = sandbox(app).refunds.length;
    expect(json<PublicBookingWire>(expectStatus(await visitor(app).del(`/bookings/${visit.token}`), 200))).toMatchObject({ status: 'canceled', deposit: { status: 'refunded' } });
    expect(sandbox(app).refunds.slice(before)).toEqual([{ chargeId: row.chargeId, amountCents: 2250 }]);
  });

  it('keeps it when the salon cancels inside the window or the client does not come', async ({ app, db, agenda }) => {
    await openPage(agenda.as, slug, { cancel_hours: 168 });
    const late = await paidVisit(app, db, agenda, 17, soon);
    const missed = await paidVisit(app, db, agenda, 18, soon);
    const pieceOf = async (row: { visitId: string }) =>
      (await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.visitId, row.visitId))))[0].id;
    const before = sandbox(app).refunds.length;
    expectStatus(await agenda.as.put(`/appointments/${await pieceOf(late.row)}`, { appointment: { status: 'canceled' } }), 200);
    expectStatus(await agenda.as.put(`/appointments/${await pieceOf(missed.row)}`, { appointment: { status: 'no-show' } }), 200);
    expect((await depositRow(db, agenda.as.salonId, late.visit)).status).toBe('kept');
    expect((await depositRow(db, agenda.as.salonId, missed.visit)).status).toBe('kept');
    expect(sandbox(app).refunds.length).toBe(before);
    await openPage(agenda.as, slug, { cancel_hours: 12 });
  });

  it('is deducted at checkout once, and given back to the visit by an estorno', async ({ app, db, agenda }) => {
    const { visit, row } = await paidVisit(app, db, agenda, 12);
    const [piece] = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.visitId, row.visitId)));
    const line = { service_id: agenda.serviceId, appointment_id: piece.id };
    const short = await agenda.as.post('/salons/:salonId/sales', { sale: { payment_type: 'cash', price: 4500, received: 2000, transactions_attributes: [line] } });
    expect(expectStatus(short, 422).body).toContain('received');
    const sale = json<SaleWire>(expectStatus(await agenda.as.post('/salons/:salonId/sales', { sale: { payment_type: 'cash', price: 4500, received: 3000, transactions_attributes: [line] } }), 201));
    expect(sale).toMatchObject({ price: 4500, deposit: 2250, received: 3000, change: 750 });
    expect(json<SaleWire>(expectStatus(await agenda.as.get(`/sales/${sale.id}`), 200))).toMatchObject({ deposit: 2250, change: 750 });
    expect(await depositRow(db, agenda.as.salonId, visit)).toMatchObject({ status: 'applied', saleId: sale.id });
    expectStatus(await agenda.as.post(`/sales/${sale.id}/cancel`, { reason: 'Lançada errada' }), 200);
    expect(await depositRow(db, agenda.as.salonId, visit)).toMatchObject({ status: 'paid', saleId: null });
    // Split payments (issue 30) cover what is left after the deposit: the whole total is refused, the rest is taken.
    const whole = await agenda.as.post('/salons/:salonId/sales', { sale: { price: 4500, payments: [{ method: 'pix', amount: 2500 }, { method: 'cash', amount: 2000 }], transactions_attributes: [line] } });
    expect(JSON.parse(expectStatus(whole, 422).body).payments).toEqual([expect.stringMatching(/^Os pagamentos somam R\$\s45,00, mas o valor a pagar é R\$\s22,50/)]);
    const split = json<SaleWire>(expectStatus(await agenda.as.post('/salons/:salonId/sales', { sale: { price: 4500, payments: [{ method: 'pix', amount: 1250 }, { method: 'cash', amount: 1000, received: 2000 }], transactions_attributes: [line] } }), 201));
    expect(split).toMatchObject({ price: 4500, deposit: 2250, received: 2000, change: 1000, payment_type_display: 'Pix + Dinheiro' });
    expect(await depositRow(db, agenda.as.salonId, visit)).toMatchObject({ status: 'applied', saleId: split.id });
  });

  it('frees the time at once and says so when the provider does not answer', async ({ app, db, agenda }) => {
    sandbox(app).failing = true;
    try {
      const answer = await visitor(app).post(`/salons/${slug}/bookings`, bookingBody({ service_ids: [agenda.serviceId], start_at: at(14), employee_id: agenda.employeeId }));
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('Pix do sinal');
    } finally {
      sandbox(app).failing = false;
    }
    const rows = await db.select().from(appointments).where(and(eq(appointments.salonId, agenda.as.salonId), eq(appointments.startAt, new Date(at(14) * 1000))));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
    await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(14), employee_id: agenda.employeeId });
  });

  it("is paid in local mode from the sandbox's page, which answers only this computer with the secret", async ({ app, db, agenda }) => {
    const visit = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(16, 30) });
    const row = await depositRow(db, agenda.as.salonId, visit);
    const secret = app.config.mailboxSecret;
    const page = (url: string, remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url, remoteAddress });
    expect((await page('/dev/pix')).statusCode).toBe(404);
    expect((await page(`/dev/pix?token=${secret}`, '10.1.2.3')).statusCode).toBe(404);
    const listed = await page(`/dev/pix?token=${secret}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain(row.chargeId);
    expect(listed.body).toMatch(/R\$\s22,50/);
    const pay = await app.inject({
      method: 'POST',
      url: `/dev/pix/${row.salonId}/${row.id}/pay?token=${secret}`,
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect((await depositRow(db, agenda.as.salonId, visit)).status).toBe('paid');
    expect((await show(app, visit.token!)).status).toBe('booked');
  });

  it("asks it under the 'no_show' rule only of a client who missed a visit", async ({ app, agenda }) => {
    await openPage(agenda.as, slug, { deposit_rule: 'no_show' });
    const phone = '(11) 96666-0099';
    const first = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(9, 30), client: { name: 'Nina Falta', phone } });
    expect(first).toMatchObject({ status: 'booked', deposit: null });
    const list = json<AppointmentWire[]>(expectStatus(await agenda.as.get(`/salons/:salonId/appointments?day=${isoDate(day)}`), 200));
    const piece = list.find((a) => a.start_at === at(9, 30))!;
    await booked(agenda, { client_id: piece.client_id, start_at: at(8), status: 'no-show' });
    const second = await bookOnline(app, slug, { service_ids: [agenda.serviceId], start_at: at(10, 30), client: { name: 'Nina Falta', phone } });
    expect(second).toMatchObject({ status: 'awaiting_deposit', deposit: { amount: 2250, status: 'pending' } });
    await openPage(agenda.as, slug, { deposit_rule: 'per_service' });
  });
});
