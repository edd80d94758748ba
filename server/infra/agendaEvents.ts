import { listen } from '../db/notificationListener';
import { CHANGE_CHANNEL } from '../repositories/changes';
import { servicePlugin } from '../services/registry';
import { AgendaHub, parseChange, type AgendaChange, type AgendaListener } from './agendaHub';

export type { AgendaChange, AgendaListener } from './agendaHub';

export interface AgendaEvents {
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

/** A notice of CHANGE_CHANNEL (repositories/changes.ts), or null when it is not one we send. */
export function parseNotice(payload: string): { salonId: number; scope: 'reads' | 'all'; change: AgendaChange | null } | null {
  const value = safeJson(payload);
  if (typeof value !== 'object' || value === null) return null;
  const { salonId, scope } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(salonId) || Number(salonId) <= 0 || (scope !== 'reads' && scope !== 'all')) return null;
  return { salonId: Number(salonId), scope, change: parseChange(value) };
}

/**
 * app.services.agendaEvents, and what feeds app.services.salonCaches: one LISTEN per instance on CHANGE_CHANNEL,
 * whose notices the writing transactions send (repositories/changes.ts). Each notice drops the salon's cached
 * answers (and its sessions, for scope 'all') and, for what an agenda shows, reaches the salon's open agendas.
 * Its connection is closed by app.close() (db/notificationListener.ts knows whether there is one).
 */
export default servicePlugin(
  'agendaEvents',
  async (app) => {
    const caches = app.services.salonCaches;
    const hub = new AgendaHub(app.log);
    const onNotice = (payload: string) => {
      if (payload.startsWith('sync:')) return caches.noticed(payload.slice(5));
      const notice = parseNotice(payload);
      if (!notice) return app.log.warn({ payload: payload.slice(0, 200) }, 'changes: ignored a malformed notification');
      if (notice.scope === 'all') caches.invalidate(notice.salonId);
      else caches.invalidateReads(notice.salonId);
      if (notice.change) hub.dispatch(notice.change);
    };
    const events = (listening: () => boolean): AgendaEvents => ({
      subscribe: (salonId, listener, onResync) => hub.subscribe(salonId, listener, onResync),
      listenerCount: (salonId) => hub.count(salonId),
      listening,
    });
    const listener = await listen(app.db, [CHANGE_CHANNEL], {
      onMessage: (payload) => onNotice(payload),
      onReconnect: () => {
        app.log.info('changes: listening again; open agendas are told to refetch, caches start afresh');
        caches.reset(true);
        hub.resync();
      },
      onLost: (error, retryInMs) => {
        // Notices of writes may be missed from now on: nothing is answered from memory until it is back.
        caches.reset(false);
        app.log.warn({ err: error, retryInMs }, 'changes: the listening connection is down');
      },
    });
    app.addHook('onClose', () => listener.close());
    return events(() => listener.connected);
  },
  ['salonCaches'],
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
