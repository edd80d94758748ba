import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { utc } from '../support/agendaHelpers';
import { eventually, listening, openStream, type SseEvent, type Stream } from '../support/agendaStreamHelpers';
import { createTestApp, json, type TestApp } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { appointment, saleSalon, sold, type SaleSalon } from '../support/saleHelpers';
import { expectStatus } from '../support/salonHelpers';

/**
 * Issue 24, item 8: a professional's agenda stream carries only what they may see (their own column, and sales
 * with a line of theirs) unless the salon lets professionals see everyone; and one user holds a bounded number of
 * streams. On PostgreSQL the changes come back through NOTIFY, the sale's from its own statement.
 */
describe('the agenda stream, narrowed to its reader', () => {
  let t: TestApp;
  let base: string;
  let s: SaleSalon;
  let pro: Awaited<ReturnType<typeof staffMember>>;
  let colleague: number;
  const opened: Stream[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await openStream(base, s.as.salonId, headers);
    opened.push(stream);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  };
  /** Every event the stream received within the wait, leaving none behind. */
  const drain = async (stream: Stream, waitMs = 400) => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return stream.events.splice(0);
  };
  const ids = (events: SseEvent[]) => events.map((event) => `${(event.data as { entity: string }).entity}:${(event.data as { id: number }).id}`);
  const setSeeAll = async (on: boolean) =>
    expectStatus(
      await t.app.inject({ method: 'PATCH', url: `/v1/salons/${s.as.salonId}/settings`, headers: s.as.headers, payload: { salon: { professionals_see_all: on } } }),
      200,
    );

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    s = await saleSalon(t.app);
    const owner = await signedInAs(s.as);
    pro = await staffMember(t, owner, 'professional', 'Paulo Profissional');
    colleague = json<{ id: number }>(expectStatus(await s.as.post('/salons/:salonId/employees', { employee: { name: 'Carlos Colega', agendei_access: false } }), 201)).id;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stream) => stream.close()));
    await eventually(() => t.app.services.agendaEvents.listenerCount() === 0);
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
    await t.close();
  });

  it("keeps other columns' bookings, blocks and sales from a professional, and gives them their own", async () => {
    const desk = await open(s.as.headers);
    const phone = await open(pro.headers);

    const colleagues = await appointment(s, { employee_id: colleague });
    const block = json<Array<{ id: number }>>(
      expectStatus(await s.as.post('/salons/:salonId/blocked_times', { blocked_time: { employee_id: colleague, start_at: utc(2030, 3, 2, 15), duration: 3600, reason: 'Almoço' } }), 201),
    )[0];
    const colleagueSale = await sold(t.app, s, { payment_type: 'cash', price: 4500, transactions_attributes: [{ appointment_id: colleagues.id }] });
    // The owner's stream hears all three (the sale also completes the appointment).
    expect(ids(await drain(desk))).toEqual([`appointment:${colleagues.id}`, `blocked_time:${block.id}`, `sale:${colleagueSale.id}`, `appointment:${colleagues.id}`]);
    expect(await drain(phone, 0)).toEqual([]);

    const own = await appointment(s, { employee_id: pro.employeeId });
    const ownSale = await sold(t.app, s, { payment_type: 'cash', price: 4500, transactions_attributes: [{ appointment_id: own.id }] });
    expect(ids(await drain(phone))).toEqual([`appointment:${own.id}`, `sale:${ownSale.id}`, `appointment:${own.id}`]);

    // Moved out of their column: they hear it (it leaves their agenda); after that, its changes are the colleague's.
    const moving = await appointment(s, { employee_id: pro.employeeId });
    expectStatus(await s.as.put(`/appointments/${moving.id}`, { appointment: { employee_id: colleague } }), 200);
    expectStatus(await s.as.put(`/appointments/${moving.id}`, { appointment: { notes: 'Prefere máquina 2' } }), 200);
    expectStatus(await s.as.del(`/appointments/${moving.id}`), 204);
    expect(ids(await drain(phone))).toEqual([`appointment:${moving.id}`, `appointment:${moving.id}`]);
    expect(ids(await drain(desk, 0))).toHaveLength(7);
  });

  it('gives a professional every column once the salon lets professionals see everyone', async () => {
    await setSeeAll(true);
    try {
      const phone = await open(pro.headers);
      const colleagues = await appointment(s, { employee_id: colleague });
      expect(ids(await drain(phone))).toEqual([`appointment:${colleagues.id}`]);
      // A sale of the colleague's work is still not theirs to open, so not theirs to hear of.
      await sold(t.app, s, { payment_type: 'cash', price: 4500, transactions_attributes: [{ appointment_id: colleagues.id }] });
      expect(ids(await drain(phone))).toEqual([`appointment:${colleagues.id}`]);
    } finally {
      await setSeeAll(false);
    }
  });

  it('holds at most 10 streams per user (the default): the oldest is closed when another opens', async () => {
    const MAX_STREAMS_PER_USER = t.app.config.streamsPerUser;
    expect(MAX_STREAMS_PER_USER).toBe(10);
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await open(pro.headers));
    const desk = await open(s.as.headers);
    expect(t.app.services.agendaEvents.listenerCount(s.as.salonId)).toBe(MAX_STREAMS_PER_USER + 1);

    const newest = await open(pro.headers);
    await streams[0].ended;
    expect(streams[0].isEnded()).toBe(true);
    expect(streams.slice(1).some((stream) => stream.isEnded())).toBe(false);
    await eventually(() => t.app.services.agendaEvents.listenerCount(s.as.salonId) === MAX_STREAMS_PER_USER + 1);
    // Another user's stream is not one of them: the owner's is still open and hears the salon.
    const booking = await appointment(s, { employee_id: pro.employeeId });
    for (const stream of [desk, newest, streams[1]]) expect(ids(await drain(stream))).toEqual([`appointment:${booking.id}`]);
  });
});
