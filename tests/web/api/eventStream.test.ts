import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../src/api/client';
import { openEventStream, type StreamEvent } from '../../../src/api/eventStream';
import { API, server } from '../msw';

const PATH = '/salons/42/appointments/stream';

/** An SSE body that sends these blocks, then ends (the server dropped the connection). */
function streamOf(blocks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    start(controller) {
      for (const block of blocks) controller.enqueue(encoder.encode(block));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

let unauthorized = 0;
let notAllowed: string[] = [];
let stop: (() => void) | null = null;
function wire() {
  unauthorized = 0;
  notAllowed = [];
  configureApiClient({
    getCredentials: () => ({ accessToken: 'tok', client: 'cli', uid: 'ana@salao.com.br', expiry: 0 }),
    getLanguage: () => 'pt-BR',
    onUnauthorized: () => (unauthorized += 1),
    onNotAllowed: (message) => notAllowed.push(message),
    onPaymentRequired: () => undefined,
  });
}
afterEach(() => stop?.());

describe('the live stream reader', { timeout: 10_000 }, () => {
  it('sends the session headers, skips heartbeats, and reconnects after a drop saying changes may be missed', async () => {
    wire();
    const seen: string[] = [];
    let connections = 0;
    server.use(
      http.get(`${API}${PATH}`, ({ request }) => {
        connections += 1;
        seen.push(`headers ${request.headers.get('access-token')} ${request.headers.get('uid')}`);
        // Split mid-event: the reader must join the chunks.
        return streamOf(['event: ready\ndata: {"salon_id":42}\n\n: heartbeat\n\nevent: chan', 'ge\ndata: {"entity":"appointment","id":7}\n\n']);
      }),
    );
    const events: StreamEvent[] = [];
    const readies: boolean[] = [];
    stop = openEventStream(PATH, { onEvent: (event) => events.push(event), onReady: (reconnected) => readies.push(reconnected) });

    await expect.poll(() => readies, { timeout: 5_000 }).toEqual([false, true]);
    expect(connections).toBe(2);
    expect(seen[0]).toBe('headers tok ana@salao.com.br');
    expect(events[0]).toEqual({ event: 'change', data: '{"entity":"appointment","id":7}' });
    expect(events.every((event) => event.event === 'change')).toBe(true);
  });

  it('stops for good on a 401 and signs out as any refused call does', async () => {
    wire();
    let connections = 0;
    server.use(http.get(`${API}${PATH}`, () => ((connections += 1), HttpResponse.json({ errors: ['expirada'] }, { status: 401 }))));
    stop = openEventStream(PATH, { onEvent: () => undefined, onReady: () => undefined });
    await expect.poll(() => unauthorized).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(connections).toBe(1);
  });

  it('stops on a 403 not_allowed and says the message, keeping the session', async () => {
    wire();
    server.use(http.get(`${API}${PATH}`, () => HttpResponse.json({ errors: ['Seu perfil não permite'], code: 'not_allowed' }, { status: 403 })));
    stop = openEventStream(PATH, { onEvent: () => undefined, onReady: () => undefined });
    await expect.poll(() => notAllowed).toEqual(['Seu perfil não permite']);
    expect(unauthorized).toBe(0);
  });
});
