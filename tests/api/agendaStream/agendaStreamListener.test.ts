import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPoolOf } from '../../../server/db/notificationListener';
import { CHANGE_CHANNEL } from '../../../server/repositories/changes';
import { change, listening, openStream, type Stream, publish } from '../support/agendaStreamHelpers';
import { createTestApp, signUpAndIn, type SignedIn, type TestApp } from '../support/harness';

/**
 * What reaches the stream from the database side. On PostgreSQL: notifications sent by any session on the
 * database (only well-formed ones, reduced to their five fields), and a LISTEN connection the server drops is
 * opened again, the open agendas told to refetch. The embedded database has no such connection to lose; there
 * the tests check the outcome that remains: later changes still arrive.
 */
describe('the agenda stream fed by the database', () => {
  let t: TestApp;
  let base: string;
  let ana: SignedIn;
  let bia: SignedIn;
  let stream: Stream;
  const url = () => serverPoolOf(t.database.db)?.options.connectionString;
  /** Runs one statement on a connection of its own, as another process on the database would. */
  const onAnotherSession = async (text: string, values: unknown[] = []) => {
    const session = new pg.Client({ connectionString: url() });
    await session.connect();
    try {
      return await session.query(text, values);
    } finally {
      await session.end();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    ana = await signUpAndIn(t.app);
    bia = await signUpAndIn(t.app);
    stream = await openStream(base, ana.user.salon.id, ana.headers);
    expect((await stream.next()).event).toBe('ready');
  });
  afterAll(async () => {
    await stream.close();
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('forwards only well-formed notifications of its salon, and only their five fields', async () => {
    const salonId = ana.user.salon.id;
    if (url()) {
      // As any session on the database could send them on the change channel (repositories/changes.ts).
      const notices = [
        'not json',
        JSON.stringify({ salonId, scope: 'reads', entity: 'invoice', action: 'created', id: 1, start_at: 0 }),
        JSON.stringify({ ...change(salonId, { id: 7 }), scope: 'everything' }),
        JSON.stringify({ ...change(bia.user.salon.id, { id: 5 }), scope: 'reads' }),
        JSON.stringify({ ...change(salonId, { id: 6 }), scope: 'reads', client_name: 'Carla', phone: '11999990000' }),
      ];
      for (const notice of notices) await onAnotherSession(`SELECT pg_notify('${CHANGE_CHANNEL}', $1)`, [notice]);
    } else {
      await publish(t.app, change(bia.user.salon.id, { id: 5 }));
      await publish(t.app, change(salonId, { id: 6 }));
    }
    const expected = { salon_id: salonId, entity: 'appointment', action: 'created', id: 6, start_at: change(salonId).start_at };
    expect(await stream.next(1000)).toEqual({ id: expect.any(String), event: 'change', data: expected });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).toEqual([]);
  });

  it('listens again after the server drops its connection, telling open agendas to refetch', async () => {
    if (url()) {
      const dropped = await onAnotherSession(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'agendei-listener'",
      );
      expect(dropped.rowCount).toBe(1);
      expect(await stream.next(5000)).toMatchObject({ event: 'resync', data: {} });
    }
    await publish(t.app, change(ana.user.salon.id, { id: 8, action: 'updated' }));
    expect(await stream.next(1000)).toMatchObject({ event: 'change', data: { id: 8, action: 'updated' } });
  });
});
