import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerOptions } from 'node:http';
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
  return { requestTimeout, http, requestIdHeader: false as const, genReqId: requestId };
}
