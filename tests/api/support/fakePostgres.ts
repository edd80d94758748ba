import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * The least of a PostgreSQL server that a LISTEN connection needs, for the embedded phase of `npm test` (no
 * server on the machine): it trusts any startup, answers every simple query as done (LISTEN, SELECT 1), and sends
 * a notification to the connections that listen to its channel. Nothing else of the protocol is spoken.
 */
export interface FakePostgres {
  port: number;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A backend message: its type byte, its length (itself included), its body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const ready = () => message('Z', Buffer.from('I'));

export async function fakePostgres(): Promise<FakePostgres> {
  const listening = new Map<Socket, Set<string>>();
  const server = createServer((socket) => {
    const channels = new Set<string>();
    listening.set(socket, channels);
    socket.on('close', () => listening.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const header = started ? 5 : 4;
        if (pending.length < header) return;
        const total = (started ? 1 : 0) + pending.readInt32BE(started ? 1 : 0);
        if (pending.length < total) return;
        const type = started ? String.fromCharCode(pending[0]) : '';
        const body = pending.subarray(header, total);
        pending = pending.subarray(total);
        if (!started) {
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), ready()]));
        } else if (type === 'Q') {
          const sql = body.toString('utf8', 0, body.indexOf(0));
          const listen = /^LISTEN\s+"?([^"]+)"?$/i.exec(sql);
          if (listen) channels.add(listen[1]);
          socket.write(Buffer.concat([message('C', cstring(listen ? 'LISTEN' : 'SELECT 1')), ready()]));
        } else if (type === 'X') {
          socket.end();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    notify: async (channel, payload) => {
      const notice = message('A', Buffer.concat([int32(1), cstring(channel), cstring(payload)]));
      for (const [socket, channels] of listening) if (channels.has(channel)) socket.write(notice);
    },
    close: async () => {
      for (const socket of listening.keys()) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
