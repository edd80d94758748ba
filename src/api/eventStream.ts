import { reportNotAllowed, reportUnauthorized, sessionHeaders } from './client';
import { isNotAllowed } from './errors';

export interface StreamEvent {
  event: string;
  data: string;
}

interface Handlers {
  onEvent(event: StreamEvent): void;
  /** The stream is open ('ready'); `reconnected`: it had dropped, so changes may have been missed. */
  onReady(reconnected: boolean): void;
}

/** A dead connection may never error: without a byte (heartbeats come every 25 s) for this long, reconnect. */
const SILENCE_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

/** One `event:`/`data:` block of a server-sent-events stream; comments (heartbeats) give null. */
function parse(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 || event !== 'message' ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a server-sent-events stream of the API with the session's headers (EventSource cannot send them, and
 * the token must never go in a URL). It reconnects after a drop with back-off and jitter, and stops for good on
 * a 401/403, which signs the user out as any refused call does (a 403 not_allowed only says so: the session
 * stays). Returns the function that closes it.
 */
export function openEventStream(path: string, handlers: Handlers): () => void {
  let stopped = false;
  let opened = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function read(response: Response) {
    let silence: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(), SILENCE_MS);
    };
    try {
      awake();
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        awake();
        buffer += chunk.value.replace(/\r/g, '');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event?.event === 'ready') {
            attempt = 0;
            handlers.onReady(opened);
            opened = true;
          } else if (event) handlers.onEvent(event);
        }
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function connect() {
    controller = new AbortController();
    try {
      const response = await fetch(`${window.location.origin}/v1${path}`, { headers: { ...sessionHeaders(), Accept: 'text/event-stream' }, signal: controller.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        const body = (await response.json().catch(() => null)) as { code?: string; errors?: unknown } | null;
        if (isNotAllowed({ status: response.status, code: body?.code })) {
          reportNotAllowed(Array.isArray(body?.errors) ? body.errors.join(' ') : '');
        } else reportUnauthorized();
        return;
      }
      if (response.ok && response.body) await read(response);
    } catch {
      // A network error, a drop or the silence timer: try again below.
    }
    if (stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    retry = setTimeout(() => void connect(), delay);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
  };
}
