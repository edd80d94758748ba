// The sale in one statement (repositories/saleStatement.ts): what it writes when its checks pass, and that a
// refusal by any of them leaves nothing at all (the service then takes the transaction: sales*.test.ts).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, idempotencyKeys, salePayments, saleTransactions, sales, salons, users } from '../../../server/db/schema/index';
import { replaceEmployeeServices } from '../../../server/repositories/employeeServices';
import { pendingClaims } from '../../../server/repositories/idempotencyKeys';
import { isRefused, writeSaleAtOnce } from '../../../server/repositories/saleStatement';
import type { SaleToWrite } from '../../../server/repositories/saleWrite';
import { recordChanges } from '../support/agendaHelpers';
import { caughtUp, createTestApp, type TestApp } from '../support/harness';
import { appointment, saleSalon, stockOf, type SaleSalon } from '../support/saleHelpers';
import { category, service } from '../support/salonHelpers';

describe('the sale in one statement', () => {
  let t: TestApp;
  let s: SaleSalon;
  const by = { userId: 0, userName: 'Dona Ana' };

  beforeAll(async () => {
    t = await createTestApp();
    s = await saleSalon(t.app, 5);
    const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.salonId, s.as.salonId));
    by.userId = owner.id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const saleOf = (lines: SaleToWrite['lines'], price: number): SaleToWrite => ({
    salonId: s.as.salonId, clientId: s.clientId, price, paymentType: 'pix', received: null, userId: by.userId, lines, tips: [],
    // Split in two, the Pix one with its code: the statement writes both, in order.
    payments: [
      { method: 'pix', amount: price - 1000, received: null, reference: 'AGSTATEMENT1', brCode: '000201-test', cardBrand: null, installments: null, nsu: null, fee: 0 },
      { method: 'cash', amount: 1000, received: 2000, reference: null, brCode: null, cardBrand: null, installments: null, nsu: null, fee: 0 },
    ],
  });
  const serviceLine = (extra: Partial<SaleToWrite['lines'][number]> = {}) => ({
    serviceId: s.serviceId, productId: null, appointmentId: null, employeeId: s.employeeId, name: 'Corte', value: 4500, discount: 0, quantity: 1, commissionRate: 1000, commission: 450, ...extra,
  });
  const productLine = (quantity: number) => ({
    serviceId: null, productId: s.productId, appointmentId: null, employeeId: s.employeeId, name: 'Pomada', value: 3990, discount: 0, quantity, commissionRate: 0, commission: 0,
  });
  const claimFor = (key: string) => ({ claim: { scope: `salon:${s.as.salonId}:user:1`, key, method: 'POST', path: `/v1/salons/${s.as.salonId}/sales`, fingerprint: 'f' } });
  const snapshot = async () => {
    const where = eq(sales.salonId, s.as.salonId);
    const [salon] = await db().select({ number: salons.lastSaleNumber }).from(salons).where(eq(salons.id, s.as.salonId));
    return {
      number: salon.number,
      sales: (await db().select({ id: sales.id }).from(sales).where(where)).length,
      lines: (await db().select({ id: saleTransactions.id }).from(saleTransactions).where(eq(saleTransactions.salonId, s.as.salonId))).length,
      payments: (await db().select({ id: salePayments.id }).from(salePayments).where(eq(salePayments.salonId, s.as.salonId))).length,
      audit: (await db().select({ id: auditEvents.id }).from(auditEvents).where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'sale')))).length,
      keys: (await db().select({ id: idempotencyKeys.id }).from(idempotencyKeys)).length,
      stock: await stockOf(db(), s),
    };
  };

  it('writes the number, the sale, its lines in order, the appointment, the stock, the audit rows, the claim and the notices', async () => {
    const booking = await appointment(s);
    await caughtUp(t.app);
    const heard = recordChanges(t.app, s.as.salonId);
    const before = await snapshot();
    const pending = claimFor('statement-1');
    const written = await pendingClaims.run(pending, () =>
      writeSaleAtOnce(db(), saleOf([serviceLine({ appointmentId: booking.id }), productLine(2), serviceLine({ value: 5000, commission: 500 })], 4500 + 7980 + 5000), by, { employeeIds: [s.employeeId], serviceIds: [s.serviceId] }, [s.employeeId]),
    );
    expect(written).toMatchObject({ number: before.number + 1, salonName: expect.any(String), clientName: 'Carla Cliente', completed: [{ id: booking.id, employeeId: s.employeeId }] });
    expect(written!.createdAt).toBeInstanceOf(Date);
    expect((pending as { written?: boolean }).written).toBe(true);
    const lines = await db().select({ id: saleTransactions.id, name: saleTransactions.name, value: saleTransactions.value, quantity: saleTransactions.quantity }).from(saleTransactions)
      .where(and(eq(saleTransactions.salonId, s.as.salonId), eq(saleTransactions.saleId, written!.id))).orderBy(saleTransactions.id);
    expect(lines.map((l) => [l.name, l.value, l.quantity])).toEqual([['Corte', 4500, 1], ['Pomada', 3990, 2], ['Corte', 5000, 1]]);
    expect(written!.lineIds).toEqual(lines.map((l) => l.id));
    const paid = await db().select({ id: salePayments.id, position: salePayments.position, method: salePayments.method, amount: salePayments.amount, received: salePayments.received, reference: salePayments.reference, brCode: salePayments.brCode, cardBrand: salePayments.cardBrand, installments: salePayments.installments, nsu: salePayments.nsu, fee: salePayments.fee })
      .from(salePayments).where(and(eq(salePayments.salonId, s.as.salonId), eq(salePayments.saleId, written!.id))).orderBy(salePayments.position);
    expect(paid.map(({ id: _id, ...p }) => p)).toEqual([
      { position: 0, method: 'pix', amount: 4500 + 7980 + 5000 - 1000, received: null, reference: 'AGSTATEMENT1', brCode: '000201-test', cardBrand: null, installments: null, nsu: null, fee: 0 },
      { position: 1, method: 'cash', amount: 1000, received: 2000, reference: null, brCode: null, cardBrand: null, installments: null, nsu: null, fee: 0 },
    ]);
    expect(written!.paymentIds).toEqual(paid.map((p) => p.id));
    const [appt] = await db().select({ status: appointments.status }).from(appointments).where(and(eq(appointments.salonId, s.as.salonId), eq(appointments.id, booking.id)));
    expect(appt.status).toBe('completed');
    const after = await snapshot();
    expect(after).toEqual({ ...before, number: before.number + 1, sales: before.sales + 1, lines: before.lines + 3, payments: before.payments + 2, audit: before.audit + 1, keys: before.keys + 1, stock: before.stock - 2 });
    const audit = await db().select({ entity: auditEvents.entity, action: auditEvents.action, userName: auditEvents.userName, details: auditEvents.details }).from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), sql`${auditEvents.entityId} in (${written!.id}, ${booking.id})`, sql`${auditEvents.action} <> 'created' or ${auditEvents.entity} = 'sale'`));
    expect(audit).toEqual(expect.arrayContaining([
      { entity: 'sale', action: 'created', userName: 'Dona Ana', details: null },
      { entity: 'appointment', action: 'status', userName: 'Dona Ana', details: { status: 'completed', sale_id: written!.id } },
    ]));
    await caughtUp(t.app);
    expect(heard.changes).toEqual([
      expect.objectContaining({ entity: 'sale', action: 'created', id: written!.id, employeeIds: [s.employeeId] }),
      expect.objectContaining({ entity: 'appointment', action: 'updated', id: booking.id, employeeIds: [s.employeeId] }),
    ]);
    heard.stop();
  });

  it('writes nothing and announces nothing when a line is short of stock, a service is not the professional\'s, or the key is taken', async () => {
    const other = (await service(s.as, await category(s.as, 'service', 'Barba'), { name: 'Barba', duration: 1800, price: 3000 })).id;
    const refusals: Array<[string, () => Promise<unknown>]> = [
      ['stock', () => writeSaleAtOnce(db(), saleOf([productLine(2), productLine(99)], 3990 * 101), by, { employeeIds: [], serviceIds: [] }, [s.employeeId])],
      ['service', async () => {
        await replaceEmployeeServices(db(), s.as.salonId, s.employeeId, [other]);
        try {
          return await writeSaleAtOnce(db(), saleOf([serviceLine()], 4500), by, { employeeIds: [s.employeeId], serviceIds: [s.serviceId] }, [s.employeeId]);
        } finally {
          await replaceEmployeeServices(db(), s.as.salonId, s.employeeId, []);
        }
      }],
      ['claim', () => pendingClaims.run(claimFor('statement-1'), () => writeSaleAtOnce(db(), saleOf([serviceLine()], 4500), by, { employeeIds: [], serviceIds: [] }, [s.employeeId]))],
    ];
    for (const [why, attempt] of refusals) {
      await caughtUp(t.app);
      const heard = recordChanges(t.app, s.as.salonId);
      const before = await snapshot();
      const error = await attempt().then(() => undefined, (e: unknown) => e);
      expect(isRefused(error), why).toBe(true);
      expect(await snapshot(), why).toEqual(before);
      await caughtUp(t.app);
      expect(heard.changes.filter((c) => c.entity === 'sale'), why).toEqual([]);
      heard.stop();
    }
  });

  it('answers undefined for a salon that does not exist, having written nothing', async () => {
    const before = await snapshot();
    expect(await writeSaleAtOnce(db(), { ...saleOf([serviceLine()], 4500), salonId: 987654321, clientId: null }, by, { employeeIds: [], serviceIds: [] }, [])).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });
});
