// The read and session caches (issue 12, item 2): answers come from memory only while nothing of the salon
// changed, on this instance or another, whoever wrote; a revoked session is refused everywhere at once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalonCaches } from '../../../server/infra/salonCaches';
import { agendaSalon, blocked, booked, day, type AgendaSalon } from '../support/agendaHelpers';
import { eventually, secondInstance } from '../support/agendaStreamHelpers';
import { caughtUp, createTestApp, json, type SignedIn, type TestApp } from '../support/harness';
import { staffMember } from '../support/roleHelpers';
import { actAs, expectStatus } from '../support/salonHelpers';

const DAY = '2031-03-10';
/** The salon's owner as the role helpers take it (agendaSalon signs them in). */
const ownerOf = (s: AgendaSalon): SignedIn => ({ headers: s.as.headers, user: { id: 0, name: '', email: '', employee_id: s.employeeId, salon: { id: s.as.salonId, name: '' } } });
const at = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00`;

describe('SalonCaches', () => {
  it('keeps a value read before an invalidation of its salon only if none came since the read began', () => {
    const caches = new SalonCaches();
    const before = caches.ticket();
    caches.invalidate(1);
    caches.keepRead(1, 'a', 'old', before);
    expect(caches.read('a')).toBeUndefined();
    // Another salon's invalidation does not spoil salon 2's read.
    const ticket = caches.ticket();
    caches.invalidate(1);
    caches.keepRead(2, 'b', 'fresh', ticket);
    expect(caches.read('b')?.json).toBe('fresh');
    caches.invalidate(2);
    expect(caches.read('b')).toBeUndefined();
  });

  it("drops only a salon's answers when only its data changed: its sessions stay, and a session read across it is kept", () => {
    const caches = new SalonCaches<string>();
    caches.keepSession(1, 'ana', 'session of Ana', caches.ticket());
    const ticket = caches.ticket();
    caches.keepRead(1, 'day', 'old day', ticket);
    caches.invalidateReads(1);
    expect(caches.read('day')).toBeUndefined();
    expect(caches.session('ana')).toBe('session of Ana');
    // Read before the change: the answer may be old and is not kept; the session cannot be, and is.
    caches.keepRead(1, 'day', 'old day', ticket);
    caches.keepSession(1, 'bia', 'session of Bia', ticket);
    expect(caches.read('day')).toBeUndefined();
    expect(caches.session('bia')).toBe('session of Bia');
    // A change that may touch who may do what still drops both, and refuses a session read before it.
    const beforeRevoke = caches.ticket();
    caches.invalidate(1);
    caches.keepSession(1, 'ana', 'session of Ana', beforeRevoke);
    expect(caches.session('ana')).toBeUndefined();
    expect(caches.session('bia')).toBeUndefined();
  });

  it('serves nothing while notices may be missed, and starts afresh when they are back', () => {
    const caches = new SalonCaches();
    caches.keepRead(1, 'a', 'x', caches.ticket());
    caches.reset(false);
    expect(caches.read('a')).toBeUndefined();
    caches.keepRead(1, 'a', 'x', caches.ticket());
    expect(caches.read('a')).toBeUndefined();
    caches.reset(true);
    caches.keepRead(1, 'a', 'x', caches.ticket());
    expect(caches.read('a')?.json).toBe('x');
  });

  it('is bounded: the oldest answers go first past the byte limit, and stale ones after their time', async () => {
    const caches = new SalonCaches({ maxReadBytes: 10, readTtlMs: 30 });
    caches.keepRead(1, 'a', '123456', caches.ticket());
    caches.keepRead(2, 'b', '123456', caches.ticket());
    expect(caches.read('a')).toBeUndefined();
    expect(caches.read('b')?.json).toBe('123456');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(caches.read('b')).toBeUndefined();
  });
});

describe('the read cache over the API', () => {
  let t: TestApp;
  let s: AgendaSalon;
  beforeAll(async () => {
    t = await createTestApp();
    s = await agendaSalon(t.app);
  });
  afterAll(() => t.close());

  const agendaDay = () => s.as.get(`/salons/:salonId/appointments?day=${DAY}`);

  it('answers a repeated read from memory, and a write of the salon drops it before the writer hears back', async () => {
    await booked(s, { start_at: at(9) });
    expect((await agendaDay()).headers['x-cache']).toBe('miss');
    const hit = await agendaDay();
    expect(hit.headers['x-cache']).toBe('hit');
    expect(json<unknown[]>(hit)).toHaveLength(1);
    await booked(s, { start_at: at(10) });
    const after = await agendaDay();
    expect(after.headers['x-cache']).toBe('miss');
    expect(json<unknown[]>(after)).toHaveLength(2);
  });

  it('sends a cached answer compressed as the client asks, the same JSON as when it came from the database', async () => {
    for (let hour = 15; hour < 19; hour++) await booked(s, { start_at: at(hour) });
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: `/v1/salons/${s.as.salonId}/appointments?day=${DAY}`, headers: { ...s.as.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const miss = await get('br');
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(miss.rawPayload).toString();
    expect(plain.length).toBeGreaterThan(1024);
    const br = await get('gzip, deflate, br');
    expect([br.headers['x-cache'], br.headers['content-encoding'], br.headers.vary]).toEqual(['hit', 'br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get('br;q=0, gzip');
    expect([gzip.headers['x-cache'], gzip.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const none = await get();
    expect([none.headers['x-cache'], none.headers['content-encoding']]).toEqual(['hit', undefined]);
    expect(none.body).toBe(plain);
  });

  it('writes a hit over a real socket byte for byte, with the headers every answer carries and in the access log', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/v1/salons/${s.as.salonId}/appointments?day=${DAY}`;
    const raw = async (encoding: string) => {
      const response = await fetch(url, { headers: { ...s.as.headers, 'accept-encoding': encoding } });
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    };
    const miss = await raw('identity');
    const plain = miss.body.toString();
    for (const encoding of ['br', 'gzip']) {
      // undici decompresses what it is sent; its answer must be the very JSON the database read gave.
      const { response, body } = await raw(encoding);
      expect([response.headers.get('x-cache'), response.headers.get('content-encoding')]).toEqual(['hit', encoding]);
      expect(body.toString()).toBe(plain);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-request-id')).toMatch(/\S/);
    }
    // Hits skip Fastify's send, not its onResponse hooks: each is logged (counted in one row per kind).
    const logged = async () => {
      await t.app.flushAccessLog();
      const result = (await t.app.db.execute(
        sql`select coalesce(sum(count), 0)::int as count from access_log where salon_id = ${s.as.salonId} and path = '/v1/salons/:salonId/appointments'`,
      )) as unknown as { rows: Array<{ count: number }> };
      return Number(result.rows[0].count);
    };
    const before = await logged();
    expect(before).toBeGreaterThan(0);
    await raw('br');
    expect(await logged()).toBe(before + 1);
  });

  it('drops a salon when its rows change outside any request (psql, a script) that calls agendei_salon_changed', async () => {
    await day(s, DAY);
    expect((await agendaDay()).headers['x-cache']).toBe('hit');
    // The documented call for writes made outside the application (docs/scaling.md), in the write's transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update appointments set notes = 'mudou por fora' where salon_id = ${s.as.salonId}`);
      await tx.execute(sql`select agendei_salon_changed(${s.as.salonId}, 'reads')`);
    });
    await caughtUp(t.app);
    const fresh = json<Array<{ notes: string | null }>>(await agendaDay());
    expect(fresh.every((a) => a.notes === 'mudou por fora')).toBe(true);
  });

  it("keeps each view apart: a professional never gets the owner's cached day, nor another salon's", async () => {
    const pro = await staffMember(t, ownerOf(s), 'professional');
    const proAs = actAs(t.app, pro);
    await day(s, DAY);
    expect((await agendaDay()).headers['x-cache']).toBe('hit');
    // The professional's own column is empty: the owner's two bookings are not theirs to see.
    const own = await proAs.get(`/salons/:salonId/appointments?day=${DAY}`);
    expect(json<unknown[]>(expectStatus(own, 200))).toHaveLength(0);
    const other = await agendaSalon(t.app);
    const refused = await other.as.get(`/salons/${s.as.salonId}/appointments?day=${DAY}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('start_at');
  });

  it("keeps the salon's sessions through a sale on both instances, and drops them when the salon itself changes", async () => {
    const second = await secondInstance(t);
    try {
      const onSecond = actAs(second.app, ownerOf(s));
      const employees = async () => expectStatus(await onSecond.get('/salons/:salonId/employees'), 200);
      await employees();
      expect((await employees()).headers['x-cache']).toBe('hit');
      expect(second.app.services.salonCaches.size.sessions).toBeGreaterThan(0);
      const sale = { payment_type: 'pix', price: 4500, transactions_attributes: [{ service_id: s.serviceId, user_id: s.employeeId }] };
      // The writer's own instance keeps the session it just used, write after write (each request reads it first).
      const ownSession = () => t.app.services.salonCaches.session(`${s.as.headers.uid.toLowerCase()}\n${s.as.headers.client}`);
      expectStatus(await t.app.inject({ method: 'POST', url: `/v1/salons/${s.as.salonId}/sales`, headers: s.as.headers, payload: { sale } }), 201);
      expect(ownSession()).toBeDefined();
      // A booking and a blocked hour (the front desk's other writes) likewise.
      await booked(s, { start_at: '2031-03-12T10:00:00' });
      expect(ownSession()).toBeDefined();
      await blocked(s, { start_at: '2031-03-12T12:00:00' });
      expect(ownSession()).toBeDefined();
      // The notices reach the second instance: its answers go, the signed-in devices stay in memory.
      await eventually(() => second.app.services.salonCaches.size.reads === 0, 2000);
      await caughtUp(second.app);
      expect(second.app.services.salonCaches.size.sessions).toBeGreaterThan(0);
      const held = t.app.services.salonCaches.size.sessions;
      expect(held).toBeGreaterThan(0);
      // The salon's own row (its plan, a setting), changed outside any request and announced: every session of it is dropped.
      await t.database.db.execute(sql`update salons set professionals_see_all = not professionals_see_all where id = ${s.as.salonId}`);
      await t.database.db.execute(sql`select agendei_salon_changed(${s.as.salonId})`);
      await eventually(() => second.app.services.salonCaches.size.sessions === 0, 2000);
      await caughtUp(t.app);
      // (Another salon's owner, signed in by an earlier test, stays.)
      expect(t.app.services.salonCaches.size.sessions).toBeLessThan(held);
    } finally {
      await t.database.db.execute(sql`update salons set professionals_see_all = false where id = ${s.as.salonId}`);
      await caughtUp(t.app, s.as.salonId);
      await second.close();
    }
  });

  it('shows a write on one instance to a read on another at once, and a sign-out is refused on both', async () => {
    const second = await secondInstance(t);
    try {
      const onSecond = actAs(second.app, ownerOf(s));
      const count = async () => json<unknown[]>(expectStatus(await onSecond.get(`/salons/:salonId/appointments?day=${DAY}`), 200)).length;
      const before = await count();
      expect((await onSecond.get(`/salons/:salonId/appointments?day=${DAY}`)).headers['x-cache']).toBe('hit');
      await booked(s, { start_at: at(14) });
      // On PostgreSQL the notice crosses the server to the other instance's LISTEN connection.
      await eventually(() => second.app.services.salonCaches.size.reads === 0, 2000);
      expect(await count()).toBe(before + 1);

      // Both instances hold the session in memory; signing out on the first refuses it on the second.
      expectStatus(await onSecond.get('/salons/:salonId/employees'), 200);
      expect(second.app.services.salonCaches.size.sessions).toBeGreaterThan(0);
      expectStatus(await t.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: s.as.headers }), 200);
      await eventually(() => second.app.services.salonCaches.size.sessions === 0, 2000);
      expect((await onSecond.get('/salons/:salonId/employees')).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
