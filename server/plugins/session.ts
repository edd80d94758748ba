import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { can, type Capability } from '../contract/roles';
import { forbidden, HttpError, unauthorized } from '../errors';
import { notAllowed, ROUTE_PERMISSIONS, routeKey } from '../services/permissions';
import type { Session } from '../services/auth';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: 401 without a valid token, 402 for writes after the trial. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for optional auth: sets request.session when the headers are valid, never fails. */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Writes allowed even when the trial is over (sign-out, subscribing). */
    allowAfterTrial?: boolean;
    /** What the caller's role must be able to do: set from the permission table (services/permissions.ts). */
    capability?: Capability;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The salon in the path must be the caller's own: another salon's id answers 403 (DESIGN.md, tenancy). */
export function requireSalon(request: FastifyRequest, salonId: number): Session {
  const session = request.session;
  if (!session) throw unauthorized();
  if (session.salonId !== salonId) throw forbidden();
  return session;
}

export function currentSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(async (app) => {
  app.decorateRequest('session', null);

  const sessionOf = (request: FastifyRequest) =>
    app.services.auth.authenticate({
      accessToken: header(request, 'access-token'),
      client: header(request, 'client'),
      uid: header(request, 'uid'),
    });

  async function identify(request: FastifyRequest) {
    request.session = (await sessionOf(request)) ?? null;
  }

  app.decorate('identify', identify);
  // The session (as identify, without awaiting it: one async layer less on every signed-in request), then what
  // the route's config asks of it.
  async function authorize(request: FastifyRequest, config: FastifyContextConfig | undefined) {
    const session = (request.session = (await sessionOf(request)) ?? null);
    if (!session) throw unauthorized();
    const capability = config?.capability;
    if (!capability || !can(session.role, capability)) throw notAllowed();
    if (!session.canWrite && !READS.has(request.method) && !config?.allowAfterTrial) throw new HttpError(402, 'trialOver');
  }
  const authenticate = (request: FastifyRequest) => authorize(request, request.routeOptions.config);
  app.decorate('authenticate', authenticate);

  // Routes name app.authenticate as a preHandler; it runs before the body is validated instead, so a caller
  // not signed in learns nothing about the body, and a salon past its trial hears 402 (subscribe) rather than a
  // field error it cannot act on.
  // Each route also takes its capability from the one permission table; a route missing from it, or a
  // signed-in route marked public, stops the server from starting (the matrix test lists them all too).
  app.addHook('onRoute', (route) => {
    const preHandlers = asArray(route.preHandler);
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    const methods = asArray(route.method).filter((method) => method !== 'HEAD');
    const keys = methods.map((method) => routeKey(method, route.url));
    const protectedRoute = preHandlers.includes(authenticate) || asArray(route.onRequest).includes(authenticate);
    for (const key of keys) {
      const permission = ROUTE_PERMISSIONS[key];
      if (permission === undefined && (protectedRoute || !hidden)) throw new Error(`${key} has no row in services/permissions.ts`);
      if (protectedRoute && permission === 'public') throw new Error(`${key} asks for a session but is public in services/permissions.ts`);
      if (protectedRoute) route.config = { ...route.config, capability: permission as Capability };
    }
    if (!preHandlers.includes(authenticate)) return;
    route.preHandler = preHandlers.filter((hook) => hook !== authenticate);
    // authenticate bound to this route: its config is what request.routeOptions.config gives at request time,
    // read here without that getter's new object per call.
    const bound = (request: FastifyRequest) => authorize(request, route.config);
    route.preValidation = [bound, ...asArray(route.preValidation)];
  });
}, { dependencies: ['service:auth'] });
