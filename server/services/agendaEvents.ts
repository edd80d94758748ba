import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { embeddedClientOf, listenOnServer, serverPoolOf, type NotificationListener } from '../db/notificationListener';
import { AGENDA_CHANNEL, notifyAgenda } from '../repositories/agendaNotify';
import { AgendaHub, parseChange, type AgendaChange, type AgendaListener } from './agendaHub';
import { SALON_CHANNEL } from './salonCaches';

export type { AgendaChange, AgendaListener } from './agendaHub';

export interface AgendaEvents {
  /**
   * Tells every open agenda of change.salonId, on every API instance of the database. Call it after the write
   * committed. Never throws: a lost notice costs a refetch, not the caller's request.
   */
  publish(change: AgendaChange): Promise<void>;
  /** Calls listener with each change of that salon; onResync when changes may have been missed. */
  subscribe(salonId: number, listener: AgendaListener, onResync?: () => void): () => void;
  /** Open subscriptions, of one salon or in all (tests check that none leak). */
  listenerCount(salonId?: number): number;
  /**
   * Whether changes made elsewhere reach this instance now: its LISTEN connection is up on a server (GET
   * /v1/ready says so); always on the embedded database, whose notices never leave the process.
   */
  listening(): boolean;
}

declare module 'fastify' {
  interface ServiceRegistry {
    agendaEvents: AgendaEvents;
  }
}

/**
 * One process owns an embedded database, so its subscribers share one in-process hub per database: every app
 * built on it (tests build two) sees the same changes, as instances on one server do through NOTIFY.
 */
const embeddedHubs = new WeakMap<Db, AgendaHub>();

function embeddedEvents(db: Db, log: FastifyBaseLogger): AgendaEvents {
  const hub = embeddedHubs.get(db) ?? new AgendaHub(log);
  embeddedHubs.set(db, hub);
  return {
    publish: async (change) => {
      const valid = parseChange(change);
      if (valid) hub.dispatch(valid);
      else log.error({ change }, 'agenda change not published: malformed');
    },
    subscribe: (salonId, listener, onResync) => hub.subscribe(salonId, listener, onResync),
    listenerCount: (salonId) => hub.count(salonId),
    listening: () => true,
  };
}

/** On a PostgreSQL server: NOTIFY out through the pool, and local subscribers fed only by this instance's LISTEN. */
function serverEvents(db: Db, hub: AgendaHub, listener: NotificationListener, log: FastifyBaseLogger): AgendaEvents {
  return {
    publish: async (change) => {
      const valid = parseChange(change);
      if (!valid) return void log.error({ change }, 'agenda change not published: malformed');
      try {
        // A few dozen bytes, far below NOTIFY's 8000-byte limit.
        await notifyAgenda(db, JSON.stringify(valid));
      } catch (error) {
        log.warn({ err: error, change: valid }, 'agenda change not published');
      }
    },
    subscribe: (salonId, listener, onResync) => hub.subscribe(salonId, listener, onResync),
    listenerCount: (salonId) => hub.count(salonId),
    listening: () => listener.connected,
  };
}

/** The salon a SALON_CHANNEL notice names ('<id>', or 'reads:<id>' without the prefix), or null: anything else is ignored. */
function salonOf(payload: string): number | null {
  const id = /^\d{1,10}$/.test(payload) ? Number(payload) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * app.services.agendaEvents, and what feeds app.services.salonCaches: one LISTEN per instance carries both the
 * agenda's changes and the database's notices of which salon changed. On a server, its connection is closed by
 * app.close(); on the embedded database, PGlite delivers its own notices in this process.
 */
export default fp(
  async (app) => {
    const caches = app.services.salonCaches;
    const onSalonNotice = (payload: string) => {
      if (payload.startsWith('sync:')) return caches.noticed(payload.slice(5));
      const readsOnly = payload.startsWith('reads:');
      const salonId = salonOf(readsOnly ? payload.slice(6) : payload);
      if (salonId && readsOnly) caches.invalidateReads(salonId);
      else if (salonId) caches.invalidate(salonId);
      else app.log.warn({ payload: payload.slice(0, 200) }, 'caches: ignored a malformed notification');
    };
    const pool = serverPoolOf(app.db);
    if (!pool) {
      app.services.agendaEvents = embeddedEvents(app.db, app.log);
      const unlisten = await embeddedClientOf(app.db).listen(SALON_CHANNEL, onSalonNotice);
      app.addHook('onClose', () => unlisten().catch(() => undefined));
      return;
    }
    const hub = new AgendaHub(app.log);
    const listener: NotificationListener = await listenOnServer(pool, [AGENDA_CHANNEL, SALON_CHANNEL], {
      onMessage: (payload, channel) => {
        if (channel === SALON_CHANNEL) return onSalonNotice(payload);
        const change = parseChange(safeJson(payload));
        if (change) hub.dispatch(change);
        else app.log.warn({ payload: payload.slice(0, 200) }, 'agenda: ignored a malformed notification');
      },
      onReconnect: () => {
        app.log.info('agenda: listening again; open agendas are told to refetch, caches start afresh');
        caches.reset(true);
        hub.resync();
      },
      onLost: (error, retryInMs) => {
        // Notices of writes may be missed from now on: nothing is answered from memory until it is back.
        caches.reset(false);
        app.log.warn({ err: error, retryInMs }, 'agenda: the listening connection is down');
      },
    });
    app.services.agendaEvents = serverEvents(app.db, hub, listener, app.log);
    app.addHook('onClose', () => listener.close());
  },
  { name: 'service:agendaEvents', dependencies: ['service:salonCaches'] },
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
