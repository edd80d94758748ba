// The one write shape (issue 26, item 3): a change, its audit row and its notice commit together or not at all.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { appointments, auditEvents } from '../../../server/db/schema/index';
import { booked, book, day, recordChanges, type AgendaSalon } from '../support/agendaHelpers';
import { secondInstance } from '../support/agendaStreamHelpers';
import { caughtUp, json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, category, client, expectStatus, service } from '../support/salonHelpers';

const DAY = '2031-05-05';

describe('the one write shape', () => {
  let t: TestApp;
  let s: AgendaSalon;

  beforeAll(async ({ t: fileT }) => {
    t = fileT;
    const owner = await signUpAndIn(t.app, { name: 'Recusada Silva' });
    const as = actAs(t.app, owner);
    const serviceId = (await service(as, await category(as, 'service', 'Cabelo'), { name: 'Corte', duration: 1800, price: 4500 })).id;
    const clientId = (await client(as, 'Carla Cliente')).id;
    s = { as, clientId, serviceId, employeeId: Number(owner.user.employee_id) };
  });

  const auditOf = (id: number) =>
    t.database.db
      .select({ action: auditEvents.action, userName: auditEvents.userName })
      .from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'appointment'), eq(auditEvents.entityId, id)));

  it('writes a booking with its audit row, and tells open agendas once it is committed', async () => {
    const heard = recordChanges(t.app, s.as.salonId);
    const made = await booked(s, { start_at: `${DAY}T09:00:00` });
    expect(await auditOf(made.id)).toEqual([{ action: 'created', userName: 'Recusada Silva' }]);
    expect(heard.changes).toEqual([expect.objectContaining({ entity: 'appointment', action: 'created', id: made.id })]);
    heard.stop();
  });

  it('leaves no booking, no audit row and no notice when its audit row cannot be written', async () => {
    const second = await secondInstance(t);
    const onSecond = actAs(second.app, { headers: s.as.headers, user: { id: 0, name: '', email: '', employee_id: s.employeeId, salon: { id: s.as.salonId, name: '' } } });
    const secondDay = () => onSecond.get(`/salons/:salonId/appointments?day=${DAY}`);
    const heard = recordChanges(t.app, s.as.salonId);
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.salonId, s.as.salonId)))[0].n;
    try {
      expectStatus(await secondDay(), 200);
      expect(expectStatus(await secondDay(), 200).headers['x-cache']).toBe('hit');
      const before = { bookings: await count(), audit: (await t.database.db.select().from(auditEvents).where(eq(auditEvents.salonId, s.as.salonId))).length };
      // The audit trail refuses this owner's new rows from now on (a stand-in for any failure between the two writes).
      await t.database.db.execute(sql`alter table audit_events add constraint refuse_for_test check (user_name <> 'Recusada Silva') not valid`);
      try {
        expectStatus(await book(s, { start_at: `${DAY}T11:00:00` }), 500);
      } finally {
        await t.database.db.execute(sql`alter table audit_events drop constraint refuse_for_test`);
      }
      expect(await count()).toBe(before.bookings);
      expect((await t.database.db.select().from(auditEvents).where(eq(auditEvents.salonId, s.as.salonId))).length).toBe(before.audit);
      // Nothing was announced: the other instance still answers from memory, and no open agenda heard a thing.
      await caughtUp(second.app);
      expect((await secondDay()).headers['x-cache']).toBe('hit');
      expect(heard.changes).toEqual([]);

      // The same booking once the trail takes it again: written, audited, and announced to the other instance.
      const made = await booked(s, { start_at: `${DAY}T11:00:00` });
      await caughtUp(second.app);
      const fresh = expectStatus(await secondDay(), 200);
      expect(fresh.headers['x-cache']).not.toBe('hit');
      expect(json<Array<{ id: number }>>(fresh).map((a) => a.id)).toContain(made.id);
      expect(await auditOf(made.id)).toEqual([{ action: 'created', userName: 'Recusada Silva' }]);
    } finally {
      heard.stop();
      await second.close();
    }
  });

  it('keeps the day the agenda shows in step with what was committed', async () => {
    expect((await day(s, DAY)).map((a) => a.start_at)).toHaveLength(2);
  });
});
