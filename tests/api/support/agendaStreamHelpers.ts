import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { serverPoolOf } from '../../../server/db/notificationListener';
import type { Config } from '../../../server/config';
import type { AgendaChange } from '../../../server/infra/agendaEvents';
import { announce } from '../../../server/repositories/changes';
import type { TestApp } from './harness';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** Listens on a free loopback port and returns the base URL: the stream needs a real socket, not inject(). */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Reads the stream as the SPA does: fetch() with the auth headers, the body read chunk by chunk. */
export async function openStream(base: string, salonId: number, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}/v1/salons/${salonId}/appointments/stream`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  let wake = () => {};

  const parse = (block: string) => {
    const event: SseEvent = { event: 'message', data: '' };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('event: ')) event.event = line.slice(7);
      else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
    }
    if (!block.startsWith(':')) events.push(event);
  };
  const pump = async () => {
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += chunk.value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close(), or cut by the server: `ended` tells.
    } finally {
      ended = true;
      wake();
    }
  };
  const done = pump();

  /** The next event, or an error after timeoutMs. */
  async function next(timeoutMs = 1000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0) {
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return events.shift() as SseEvent;
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    next,
    /** Resolves once the server ended the stream (or close() aborted it). */
    ended: done,
    isEnded: () => ended,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}
export type Stream = Awaited<ReturnType<typeof openStream>>;

export const change = (salonId: number, fields: Partial<AgendaChange> = {}): AgendaChange => ({
  salonId,
  entity: 'appointment',
  action: 'created',
  id: 1,
  start_at: 1_767_261_600,
  ...fields,
});

/** Waits until check() holds (a few ms per round), failing after timeoutMs. */
/** Sends a change's notice through the database, as the transaction that made it would (repositories/changes). */
export async function publish(app: FastifyInstance, c: AgendaChange): Promise<void> {
  const { salonId, entity, action, id, start_at, employeeIds = [] } = c;
  await announce(app.db, { salonId, entity, action, id, agenda: { start_at, employeeIds } });
}

export async function eventually(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Another API instance on the same database: on PostgreSQL its own pool and LISTEN connection (as a second
 * process would have), on the embedded database the same PGlite (one process is all it allows).
 */
export async function secondInstance(t: TestApp, overrides: Partial<Config> = {}) {
  const url = serverPoolOf(t.database.db)?.options.connectionString;
  const database = url ? await openDatabase({ databaseUrl: url }) : t.database;
  const app = await buildApp({ config: { ...t.app.config, ...overrides }, database });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
