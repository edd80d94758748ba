import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { appointments, auditEvents, emailOutbox } from '../../../server/db/schema/index';
import { booked, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json, type TestApp } from '../support/harness';
import { client, expectStatus } from '../support/salonHelpers';

/**
 * Issue 25, item 15: erasing a client (LGPD) left their future bookings on the agenda. Erasure now cancels the
 * bookings still ahead (freeing their times), or keeps them under the anonymous name when the owner says so.
 */
describe("erasing a client: their bookings still ahead", () => {
  let t: TestApp;
  let s: AgendaSalon;
  let day = 0;
  beforeAll(async ({ t: fileT, agenda: fileAgenda }) => {
    t = fileT;
    s = fileAgenda;
  });

  const ahead = (clientId: number, fields: Record<string, unknown> = {}) => {
    day += 1;
    return booked(s, { client_id: clientId, start_at: utc(2031, 3, day, 13), ...fields });
  };
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (await t.database.db.select({ id: appointments.id, status: appointments.status }).from(appointments).where(inArray(appointments.id, ids))).map((row) => [row.id, row.status]),
    );

  it('cancels them by default, audited and without a message to the erased address; the past and other clients stay', async () => {
    const maria = await client(s.as, 'Maria Apagada', { 'client[email]': 'maria@apagada.com' });
    const joana = await client(s.as, 'Joana Fica');
    const next = await ahead(maria.id);
    const started = await ahead(maria.id, { status: 'started' });
    const past = await booked(s, { client_id: maria.id, start_at: utc(2024, 3, 1, 13), status: 'completed' });
    const others = await ahead(joana.id);
    expectStatus(await s.as.post(`/clients/${maria.id}/erase`, { confirm_name: 'Maria Apagada' }), 200);
    expect(await statusOf([next.id, started.id, past.id, others.id])).toEqual({
      [next.id]: 'canceled', [started.id]: 'canceled', [past.id]: 'completed', [others.id]: 'new',
    });
    const trail = await t.database.db
      .select({ id: auditEvents.entityId, action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.salonId, s.as.salonId), eq(auditEvents.entity, 'appointment'), eq(auditEvents.action, 'status'), inArray(auditEvents.entityId, [next.id, started.id])));
    expect(trail).toHaveLength(2);
    expect(trail.every((row) => (row.details as { status?: string }).status === 'canceled')).toBe(true);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'maria@apagada.com'))).toEqual([]);
    // The freed time takes a new booking.
    await booked(s, { client_id: joana.id, start_at: utc(2031, 3, day - 2, 13) });
  });

  it("keeps them, under the anonymous name, when the owner chooses 'keep'", async () => {
    const rita = await client(s.as, 'Rita Mantida');
    const next = await ahead(rita.id);
    expectStatus(await s.as.post(`/clients/${rita.id}/erase`, { confirm_name: 'Rita Mantida', future_bookings: 'keep' }), 200);
    expect(await statusOf([next.id])).toEqual({ [next.id]: 'new' });
    const shown = json<Array<{ id: number; client: { name: string } }>>(expectStatus(await s.as.get(`/salons/:salonId/appointments?day=2031-03-${String(day).padStart(2, '0')}`), 200));
    expect(shown.find((a) => a.id === next.id)?.client.name).toBe(`Cliente removido #${rita.id}`);
  });

  it('refuses an unknown choice in Portuguese and erases nothing', async () => {
    const bia = await client(s.as, 'Bia Recusada');
    const next = await ahead(bia.id);
    const refused = await s.as.post(`/clients/${bia.id}/erase`, { confirm_name: 'Bia Recusada', future_bookings: 'talvez' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({ future_bookings: ['Valor inválido'] });
    expect(await statusOf([next.id])).toEqual({ [next.id]: 'new' });
    const kept = json<{ name: string; erased_at: number | null }>(expectStatus(await s.as.get(`/clients/${bia.id}`), 200));
    expect(kept).toMatchObject({ name: 'Bia Recusada', erased_at: null });
  });
});
