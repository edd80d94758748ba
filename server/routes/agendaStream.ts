import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SalonParams } from '../contract/common';
import { requireSalon } from '../plugins/session';
import type { AgendaChange } from '../infra/agendaEvents';
import { mayHear } from '../services/agendaAudience';
import { actorOf } from '../services/permissions';

/** Below the 30-60 s after which proxies and load balancers drop a connection they think idle. */
export const HEARTBEAT_MS = 25_000;
/** A client that stopped reading (its socket still open) is cut off rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const tags = ['appointments'];
const EventStream = Type.Unsafe<PassThrough>({ type: 'string' });

const wire = (change: AgendaChange) => ({
  salon_id: change.salonId,
  entity: change.entity,
  action: change.action,
  id: change.id,
  start_at: change.start_at,
});

/**
 * The live agenda: server-sent events of the salon's appointment and blocked-time changes, from every API
 * instance. Read with fetch() and the usual auth headers (EventSource cannot send them, and a token in the URL
 * would land in access logs). Events: `ready` once subscribed, `change` per change, `resync` when changes may
 * have been missed (refetch); a comment every HEARTBEAT_MS. No replay: a client that reconnects refetches.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { agendaEvents } = app.services;
  const open = new Set<PassThrough>();
  /** Each user's open streams, oldest first. */
  const byUser = new Map<number, PassThrough[]>();
  const hold = (userId: number, stream: PassThrough) => {
    const streams = byUser.get(userId) ?? [];
    streams.push(stream);
    byUser.set(userId, streams);
    // A script cannot hold thousands (config streamsPerUser); a closed tab's stream is not reopened.
    while (streams.length > app.config.streamsPerUser) streams.shift()?.end();
  };
  const release = (userId: number, stream: PassThrough) => {
    const streams = byUser.get(userId);
    if (!streams) return;
    const at = streams.indexOf(stream);
    if (at >= 0) streams.splice(at, 1);
    if (streams.length === 0) byUser.delete(userId);
  };

  // Before the server waits for its connections to end: an open stream would otherwise never let app.close() finish.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/salons/:salonId/appointments/stream',
    {
      schema: {
        tags,
        params: SalonParams,
        // Documented as text; what the handler hands Fastify is the stream that writes it.
        response: { 200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: EventStream } } } },
      },
      preHandler: app.authenticate,
      // Compressors buffer, which would hold events back; a HEAD would subscribe and never end.
      compress: false,
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { salonId, userId } = requireSalon(request, request.params.salonId);
      const stream = new PassThrough();
      let sequence = 0;
      const write = (text: string) => {
        if (stream.writableEnded || stream.destroyed) return;
        if (stream.writableLength > MAX_BUFFERED_BYTES) return void stream.destroy();
        stream.write(text);
      };
      const send = (event: string, data: object) => {
        sequence += 1;
        write(`id: ${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };

      // Read from the session at each change: the heartbeat below refreshes it, so a new role or the salon's
      // 'professionals see everyone' setting applies within HEARTBEAT_MS.
      const hear = (change: AgendaChange) => {
        if (request.session && mayHear(actorOf(request.session), change)) send('change', wire(change));
      };
      const unsubscribe = agendaEvents.subscribe(salonId, hear, () => send('resync', {}));
      // The session is checked again with each heartbeat: a device signed out (or whose access was turned off)
      // stops hearing the salon's changes within HEARTBEAT_MS, and its reconnect meets the 401.
      const stillSignedIn = async () => {
        try {
          await app.identify(request);
        } catch (error) {
          return void request.log.warn({ err: error }, 'agenda stream: session not rechecked');
        }
        if (request.session?.salonId !== salonId && !stream.writableEnded && !stream.destroyed) stream.end();
      };
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        void stillSignedIn();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(stream);
      // Closed by the client going away (Fastify destroys the stream), by app.close(), by a stalled reader, or by
      // the same user opening one stream too many.
      stream.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        release(userId, stream);
      });
      hold(userId, stream);

      send('ready', { salon_id: salonId, heartbeat_ms: HEARTBEAT_MS });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

export default routes;
