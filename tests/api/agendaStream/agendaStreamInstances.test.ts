import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaSalon, utc, type AgendaSalon } from '../support/agendaHelpers';
import { change, eventually, listening, openStream, secondInstance, publish } from '../support/agendaStreamHelpers';
import { createTestApp, json, type TestApp } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

/**
 * Several API instances on one database (behind a load balancer): a change made through one reaches the
 * streams served by another. On PostgreSQL each instance has its own pool and LISTEN connection; on the
 * embedded database both apps share the one PGlite, as one process is all it allows.
 */
describe('the agenda stream across API instances', () => {
  let t: TestApp;
  let base: string;
  let ana: AgendaSalon;
  let bia: AgendaSalon;
  let other: Awaited<ReturnType<typeof secondInstance>>;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    ana = await agendaSalon(t.app);
    bia = await agendaSalon(t.app);
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other.close();
    // Node's fetch leaves a never-used connection behind an aborted streaming read; Node's server.close() waits for it.
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('delivers a booking made through a second instance to a stream served by the first, and only to its salon', async () => {
    const anaDesk = await openStream(base, ana.as.salonId, ana.as.headers);
    const biaDesk = await openStream(base, bia.as.salonId, bia.as.headers);
    expect((await anaDesk.next()).event).toBe('ready');
    expect((await biaDesk.next()).event).toBe('ready');

    const sent = Date.now();
    await publish(other.app, change(ana.as.salonId, { id: 12, action: 'deleted' }));
    expect(await anaDesk.next(1000)).toMatchObject({ event: 'change', data: { salon_id: ana.as.salonId, action: 'deleted', id: 12 } });
    expect(Date.now() - sent).toBeLessThan(1000);

    // A real booking through the second instance's API, as the tablet at the front desk would make it.
    const appointment = { client_id: ana.clientId, service_id: ana.serviceId, employee_id: ana.employeeId, start_at: utc(2030, 5, 6, 13) };
    const response = await other.app.inject({ method: 'POST', url: `/v1/salons/${ana.as.salonId}/appointments`, headers: ana.as.headers, payload: { appointment } });
    const { id } = json<{ id: number }>(expectStatus(response, 201));
    expect(await anaDesk.next(1000)).toMatchObject({
      event: 'change',
      data: { salon_id: ana.as.salonId, entity: 'appointment', action: 'created', id, start_at: utc(2030, 5, 6, 13) },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([anaDesk.events, biaDesk.events]).toEqual([[], []]);
    await Promise.all([anaDesk.close(), biaDesk.close()]);
  });

  it('ends open streams when the app closes, so that app.close() does not wait for them', async () => {
    const third = await secondInstance(t);
    const thirdBase = await listening(third.app);
    const stream = await openStream(thirdBase, ana.as.salonId, ana.as.headers);
    expect((await stream.next()).event).toBe('ready');
    const started = Date.now();
    await third.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
    expect(third.app.services.agendaEvents.listenerCount()).toBe(0);
  });

  it('is not cut by REQUEST_TIMEOUT, which bounds receiving a request, not a response', async () => {
    const strict = await secondInstance(t, { requestTimeoutMs: 300 });
    const strictBase = await listening(strict.app);
    const stream = await openStream(strictBase, ana.as.salonId, ana.as.headers);
    expect((await stream.next()).event).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await publish(t.app, change(ana.as.salonId, { id: 99 }));
    expect(await stream.next(1000)).toMatchObject({ event: 'change', data: { id: 99 } });
    expect(stream.isEnded()).toBe(false);
    await stream.close();
    await eventually(() => strict.app.services.agendaEvents.listenerCount() === 0);
    strict.app.server.closeAllConnections();
    await strict.close();
  });
});
