import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS } from '../../../server/routes/agendaStream';
import { change, eventually, listening, openStream, type Stream, publish } from '../support/agendaStreamHelpers';
import { createTestApp, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';

/** The live agenda's stream (issue 8 item 7): each salon's changes reach its open agendas, and only its own. */
describe('GET /v1/salons/{id}/appointments/stream', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedIn;
  let bia: SignedIn;
  const opened: Stream[] = [];
  const open = async (salonId: number, headers: Record<string, string> = {}) => {
    const stream = await openStream(base, salonId, headers);
    opened.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    ana = await signUpAndIn(t.app);
    bia = await signUpAndIn(t.app);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(opened.splice(0).map((stream) => stream.close()));
    // Every stream a test opened is released on the server once its client is gone.
    await eventually(() => t.app.services.agendaEvents.listenerCount() === 0);
  });
  afterAll(async () => {
    // Node's fetch (undici, its issue #5845) answers an aborted streaming read with a fresh connection it never
    // uses; Node's server.close() waits for such a socket. The streams are all closed by now (afterEach).
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('opens with a ready event, uncompressed and uncached', async () => {
    const stream = await open(ana.user.salon.id, { ...ana.headers, 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(await stream.next()).toEqual({ id: '1', event: 'ready', data: { salon_id: ana.user.salon.id, heartbeat_ms: HEARTBEAT_MS } });
  });

  it("delivers a salon's change to its streams within a second, and never to another salon's", async () => {
    const anaDesk = await open(ana.user.salon.id, ana.headers);
    const anaPhone = await open(ana.user.salon.id, ana.headers);
    const biaDesk = await open(bia.user.salon.id, bia.headers);
    for (const stream of [anaDesk, anaPhone, biaDesk]) expect((await stream.next()).event).toBe('ready');

    const sent = Date.now();
    await publish(t.app, change(ana.user.salon.id, { id: 41, action: 'updated', start_at: 1_767_265_200 }));
    const expected = { salon_id: ana.user.salon.id, entity: 'appointment', action: 'updated', id: 41, start_at: 1_767_265_200 };
    expect(await anaDesk.next(1000)).toEqual({ id: '2', event: 'change', data: expected });
    expect(await anaPhone.next(1000)).toEqual({ id: '2', event: 'change', data: expected });
    expect(Date.now() - sent).toBeLessThan(1000);

    await publish(t.app, change(bia.user.salon.id, { entity: 'blocked_time', action: 'deleted', id: 7 }));
    expect(await biaDesk.next(1000)).toMatchObject({ event: 'change', data: { salon_id: bia.user.salon.id, entity: 'blocked_time', id: 7 } });
    // Bia's stream got only Bia's change, and Ana's streams nothing of Bia's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([anaDesk.events, anaPhone.events, biaDesk.events]).toEqual([[], [], []]);
  });

  it("answers 403 for another salon's stream and 401 without a session, subscribing nothing", async () => {
    const before = t.app.services.agendaEvents.listenerCount();
    const foreign = await open(bia.user.salon.id, ana.headers);
    expect(foreign.status).toBe(403);
    const anonymous = await open(ana.user.salon.id);
    expect(anonymous.status).toBe(401);
    const forged = await open(ana.user.salon.id, { ...ana.headers, 'access-token': 'not-the-token' });
    expect(forged.status).toBe(401);
    expect(t.app.services.agendaEvents.listenerCount()).toBe(before);
  });

  it('releases the subscription when the client disconnects', async () => {
    const salonId = ana.user.salon.id;
    const streams = [await open(salonId, ana.headers), await open(salonId, ana.headers)];
    await streams[0].next();
    await streams[1].next();
    expect(t.app.services.agendaEvents.listenerCount(salonId)).toBe(2);

    await streams[0].close();
    await eventually(() => t.app.services.agendaEvents.listenerCount(salonId) === 1);
    await streams[1].close();
    await eventually(() => t.app.services.agendaEvents.listenerCount() === 0);
    // Publishing to a salon with no open agenda is a no-op, not an error.
    await expect(publish(t.app, change(salonId))).resolves.toBeUndefined();
  });

  it('sends a comment heartbeat every 25 seconds to keep proxies from dropping the connection', async () => {
    // A salon of its own: on PostgreSQL the last test's publish to Ana's salon comes back through NOTIFY a moment
    // later, and could reach a stream opened there now.
    const dora = await signUpAndIn(t.app);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await open(dora.user.salon.id, dora.headers);
    await stream.next();
    vi.advanceTimersByTime(HEARTBEAT_MS - 100);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.comments).toEqual([]);
    vi.advanceTimersByTime(100);
    await eventually(() => stream.comments.length === 1, 1000);
    expect(stream.comments).toEqual(['heartbeat']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await eventually(() => stream.comments.length === 2, 1000);
    expect(stream.events).toEqual([]);
    // The session, checked again at each heartbeat, is still good: the stream stays and still delivers.
    await publish(t.app, change(dora.user.salon.id, { id: 3 }));
    expect(await stream.next(1000)).toMatchObject({ event: 'change', data: { id: 3 } });
    expect(stream.isEnded()).toBe(false);
  });

  it('ends the stream at the next heartbeat once its session is signed out; reconnecting answers 401', async () => {
    const cia = await signUpAndIn(t.app);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await open(cia.user.salon.id, cia.headers);
    await stream.next();
    const signOut = await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: cia.headers });
    expect(signOut.statusCode).toBe(200);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await eventually(() => stream.isEnded(), 1000);
    expect((await open(cia.user.salon.id, cia.headers)).status).toBe(401);
  });
});
