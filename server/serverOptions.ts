import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerOptions } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** What a load balancer or a client may send as X-Request-Id: short and safe to print in a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Behind a load balancer the same id follows a request through every log line; anything else (8 KB of text,
 * control characters, a forged JSON fragment) is replaced, never written to the log as the request's id.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Line = (...args: unknown[]) => void;
/** pino's, which Fastify's logger type leaves out. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };

/**
 * A request's logger (request.log), whose pino child, with the request id bound into every line, is made only
 * when a line is written at a level that is on. Making it costs a few objects and a JSON string on every request,
 * and at the default level (warn) most requests write nothing: Fastify's own 'incoming request' and 'request
 * completed' lines are info. What is written is the same as with the child made at once.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Record<string, unknown>,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  private line(level: Level, args: unknown[]) {
    if (this.made || this.parent.isLevelEnabled(level)) (this.logger[level] as unknown as Line)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    this.line('fatal', args);
  }

  error(...args: unknown[]) {
    this.line('error', args);
  }

  warn(...args: unknown[]) {
    this.line('warn', args);
  }

  info(...args: unknown[]) {
    this.line('info', args);
  }

  debug(...args: unknown[]) {
    this.line('debug', args);
  }

  trace(...args: unknown[]) {
    this.line('trace', args);
  }

  silent() {}

  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.logger.child(...args);
  }
}

/** Fastify's childLoggerFactory: a RequestLogger, or pino's child at once for a route with its own level or serializers. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : (new RequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger);

/**
 * Timeouts for receiving a request: a client that trickles its headers or body one byte at a time is answered
 * 408 and cut off once the request takes longer than config.requestTimeoutMs in all, instead of holding a
 * connection for minutes. Node only checks every connectionsCheckingInterval, 30 s by default; checking a few
 * times per timeout bounds the overrun. Responses (server-sent events) are not limited by these.
 */
export function serverOptions(config: Config) {
  const requestTimeout = config.requestTimeoutMs;
  const http: ServerOptions = {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, 20_000),
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeout / 4))),
  };
  return { requestTimeout, http, requestIdHeader: false as const, genReqId: requestId, childLoggerFactory: requestLogger };
}
