import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, sales, saleTransactions } from '../../../server/db/schema/index';
import { signUpAndIn, type SignedIn } from '../support/harness';
import { createOutageApp, TEST_CONNECT_TIMEOUT_MS, type OutageApp } from '../support/outageHarness';
import { book, booked, utc } from '../support/agendaHelpers';
import { saleSalon, sell, stockOf, type SaleSalon } from '../support/saleHelpers';

const PT = 'O Agendei perdeu o contato com o banco de dados por um instante. Tente de novo em alguns segundos.';
const EN = 'Agendei lost contact with its database for a moment. Please try again in a few seconds.';

function expectUnavailable(response: LightMyRequestResponse, message = PT) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(JSON.parse(response.body)).toEqual({ errors: [message], message });
}

/**
 * The database server stops, hangs or drops the connection mid-request (issue 12, item 5): the API answers a
 * clear 503 with Retry-After, never a 500, writes nothing by halves, and serves again as soon as the server is
 * back, in the same process. On PostgreSQL the app reaches its database through a TCP proxy that the test cuts
 * (the shared server itself is never stopped); on the embedded database the driver's errors are injected.
 */
describe('the database going away', () => {
  let t: OutageApp;
  let owner: SignedIn;
  // The sales list: a read that always reaches the database (some lists may be answered from a cache).
  const salesList = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/v1/salons/${owner.user.salon.id}/sales`, headers: { ...owner.headers, ...headers } });

  beforeAll(async () => {
    t = await createOutageApp();
    owner = await signUpAndIn(t.app);
  });
  // A failed check must not leave the next test without its database.
  afterEach(() => {
    t.outage.disarm();
    return t.outage.restore();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After in the caller\'s language while it is down, and serves again once it is back', async () => {
    expect((await salesList()).statusCode).toBe(200);
    t.outage.cut();
    expectUnavailable(await salesList());
    expectUnavailable(await salesList({ 'accept-language': 'en' }), EN);
    const write = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${owner.user.salon.id}/service_categories`,
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
      payload: { service_category: { name: 'Cabelo' } },
    });
    expectUnavailable(write);

    await t.outage.restore();
    const again = await salesList();
    expect(again.statusCode, `${t.how}: ${again.body}`).toBe(200);
    expect(JSON.parse(again.body)).toEqual([]);
  });

  it('answers 503 after the connect timeout when the server hangs, instead of keeping the request forever', async () => {
    t.outage.stall();
    // The pool first notices that its open connections were dropped (those fail at once, as in a restart).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expectUnavailable(await salesList());
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TEST_CONNECT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(TEST_CONNECT_TIMEOUT_MS * 4);

    await t.outage.restore();
    expect((await salesList()).statusCode).toBe(200);
  });

  it('serves again after more failed transactions than the pool has connections (none is kept by a failed BEGIN)', async () => {
    const s = await saleSalon(t.app, 100);
    let slot = 0;
    const booking = () => book(s, { start_at: utc(2031, 2, 1, 12) + (slot += 1) * 1800 });
    // The pool holds 10 connections: each outage here drops the one a booking's transaction had just taken.
    for (let i = 0; i < 12; i += 1) {
      const cut = t.outage.cutAt('begin', 'before');
      expectUnavailable(await booking());
      await cut;
      await t.outage.restore();
    }
    const started = Date.now();
    expect((await booking()).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(TEST_CONNECT_TIMEOUT_MS);
    const held = await t.inspect.select({ id: appointments.id }).from(appointments).where(eq(appointments.salonId, s.as.salonId));
    expect(held).toHaveLength(1);
  });

  it('leaves a sale cut at any of its statements in the database whole or not at all', async () => {
    const s: SaleSalon = await saleSalon(t.app, 100);
    // Corte from the appointment (R$ 45,00) and one Pomada (R$ 39,90): a sale row, two lines, stock, the appointment.
    const saleOf = (appointmentId: number) => ({
      payment_type: 'pix',
      price: 8490,
      transactions_attributes: [{ appointment_id: appointmentId }, { product_id: s.productId, quantity: 1, user_id: s.employeeId }],
    });
    const key = () => ({ 'idempotency-key': randomUUID() });
    // One booking per attempt, each in its own half hour (dozens of them: more than one day's slots).
    let slot = 0;
    const appointment = () => booked(s, { start_at: utc(2031, 1, 1, 12) + (slot += 1) * 1800 });

    // Every statement one sale sends, learnt from a sale that goes through.
    const first = await appointment();
    const statements = t.outage.record();
    expect((await sell(t.app, s, saleOf(first.id), key())).statusCode).toBe(201);
    t.outage.stopRecording();
    const distinct = [...new Set(statements)];
    // One statement (repositories/saleStatement.ts): the salon's number, the sale, its lines, the appointment, the
    // stock, the audit rows and notices; then the store of the key's answer, whose commit makes it durable too.
    const write = distinct.find((sql) => /insert into sales /i.test(sql));
    const flush = distinct.find((sql) => /update "idempotency_keys"/i.test(sql));
    expect(write && flush, distinct.join('\n')).toBeTruthy();
    expect(distinct.map((sql) => sql.toLowerCase())).not.toContain('begin');
    let expectedStock = 99;
    let wholeSales = 1;

    /**
     * What the database holds of the sale of this appointment, read in one snapshot (a COMMIT may land while it
     * reads): all of it (whole), none of it, or the facts of a half-written sale.
     */
    const heldOf = (appointmentId: number) =>
      t.inspect.transaction(
        async (tx) => {
          const [line] = await tx
            .select({ saleId: saleTransactions.saleId })
            .from(saleTransactions)
            .where(and(eq(saleTransactions.salonId, s.as.salonId), eq(saleTransactions.appointmentId, appointmentId)));
          const lines = line ? await tx.select({ id: saleTransactions.id }).from(saleTransactions).where(eq(saleTransactions.saleId, line.saleId)) : [];
          const [booking] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointmentId));
          const salonSales = await tx.select({ id: sales.id }).from(sales).where(eq(sales.salonId, s.as.salonId));
          const facts = { lines: lines.length, status: booking.status, sales: salonSales.length, stock: await stockOf(tx, s) };
          if (facts.lines === 2 && facts.status === 'completed' && facts.sales === wholeSales + 1 && facts.stock === expectedStock - 1) return 'whole';
          if (facts.lines === 0 && facts.status === 'new' && facts.sales === wholeSales && facts.stock === expectedStock) return 'nothing';
          return JSON.stringify(facts);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );

    const cuts: Array<{ sql: string; when: 'before' | 'after' }> = [
      ...distinct.map((sql) => ({ sql, when: 'before' as const })),
      { sql: write!, when: 'after' },
      { sql: flush!, when: 'after' },
    ];
    const outcomes: string[] = [];
    for (const { sql, when } of cuts) {
      const booking = await appointment();
      let cut = false;
      void t.outage.cutAt(sql, when).then(() => (cut = true));
      const response = await sell(t.app, s, saleOf(booking.id), key());
      t.outage.disarm();
      await t.outage.restore();

      // A statement handed over as the connection dropped lands a moment later; until then the sale is not there at all.
      if (cut && when === 'after') await expect.poll(() => heldOf(booking.id)).toBe('whole');
      const held = await heldOf(booking.id);
      const label = `${when} ${sql.slice(0, 60)}: ${response.statusCode} ${held}`;
      expect(held === 'whole' || held === 'nothing', label).toBe(true);
      if (response.statusCode === 201) expect(held, label).toBe('whole');
      else expectUnavailable(response);
      if (!cut) expect(response.statusCode, label).toBe(201);
      if (held === 'whole') {
        wholeSales += 1;
        expectedStock -= 1;
      }
      outcomes.push(`${cut ? response.statusCode : 'no cut'} ${held}`);
    }
    // Cut before its statement, the sale is gone; cut once the statement reached the server, it is all there (the
    // answer is still a 503: whether it saved is unknown to the app).
    expect(outcomes).toContain('503 nothing');
    expect(outcomes[outcomes.length - 1]).toBe('503 whole');

    // The salon's sale numbers never skip: a rolled-back sale gave its number back.
    const numbers = await t.inspect.select({ number: sales.number }).from(sales).where(eq(sales.salonId, s.as.salonId)).orderBy(sales.number);
    expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: wholeSales }, (_, i) => i + 1));
    // And the app sells again, in the same process.
    expect((await sell(t.app, s, saleOf((await appointment()).id), key())).statusCode).toBe(201);
  });
});
