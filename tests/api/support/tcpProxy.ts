import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** Where a cut falls: before the matching message reaches the server, or right after it has been handed over. */
export type CutWhen = 'before' | 'after';

/**
 * A TCP proxy between the app and a PostgreSQL server, that a test cuts and restores without touching the
 * server (other test files share it). It reads the frontend protocol's framing, so it can record the SQL the app
 * sends (Query, Parse and Bind messages) and cut exactly when a given statement goes out.
 */
export interface TcpProxy {
  port: number;
  /** Every open connection dropped and new ones refused, as when the server stops. */
  cut(): void;
  /** Open connections dropped; new ones accepted but never answered, as a server starting up or a lost network. */
  stall(): void;
  /**
   * The network goes silent without closing anything (no FIN, no RST): bytes either way are dropped and the
   * sockets stay open, as when packets are lost on the way. Only the open connections of the application named
   * (its startup's application_name), or, without a name, every open connection and every new one.
   */
  blackhole(applicationName?: string): void;
  /** Forwards again, on the same port (blackholed connections are dropped: bytes went missing from their streams). */
  restore(): Promise<void>;
  /** Cuts when the app sends a statement whose SQL starts with `sql` (case-insensitive); resolves when it did. */
  cutAt(sql: string, when: CutWhen): Promise<void>;
  disarm(): void;
  /** The SQL of every statement run while recording (Query, Parse, or Bind of a prepared one). */
  record(): string[];
  stopRecording(): void;
  close(): Promise<void>;
}

/** Splits a client's stream into frontend messages (the first is the startup packet, without a type byte). */
function messageReader(onMessage: (type: string, body: Buffer) => void, onStartup: (parameters: Map<string, string>) => void) {
  let pending = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const header = started ? 5 : 4;
      if (pending.length < header) return;
      const length = pending.readInt32BE(started ? 1 : 0);
      const total = (started ? 1 : 0) + length;
      if (pending.length < total) return;
      if (started) onMessage(String.fromCharCode(pending[0]), pending.subarray(5, total));
      // An SSLRequest (length 8) comes before the real startup packet; the proxy's clients ask for no TLS.
      else if (length !== 8) {
        started = true;
        onStartup(startupParameters(pending.subarray(8, total)));
      }
      pending = pending.subarray(total);
    }
  };
}

/** A startup packet's parameters (after its length and protocol version): name, value, ..., then an empty name. */
function startupParameters(body: Buffer): Map<string, string> {
  const strings = body.toString('utf8').split('\0');
  const parameters = new Map<string, string>();
  for (let i = 0; i + 1 < strings.length && strings[i]; i += 2) parameters.set(strings[i], strings[i + 1]);
  return parameters;
}

/** The first two zero-terminated strings of a message's body. */
function twoStrings(body: Buffer): [string, string] {
  const end = body.indexOf(0);
  return [body.toString('utf8', 0, end), body.toString('utf8', end + 1, body.indexOf(0, end + 1))];
}

/**
 * The SQL a connection's messages run, read from a Query ('Q': the text), a Parse of an unnamed statement ('P':
 * name, then text) or a Bind ('B': portal, then statement name) of a named one: a prepared statement is parsed
 * once per connection and then only bound, so its text is remembered by name.
 */
function statementReader() {
  const named = new Map<string, string>();
  return (type: string, body: Buffer): string | undefined => {
    if (type === 'Q') return body.toString('utf8', 0, body.indexOf(0));
    if (type === 'P') {
      const [name, text] = twoStrings(body);
      if (!name) return text;
      named.set(name, text);
      return undefined;
    }
    return type === 'B' ? named.get(twoStrings(body)[1]) : undefined;
  };
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let state: 'open' | 'stalled' | 'silent' | 'down' = 'open';
  /** Each accepted connection: the application that opened it (from its startup), and whether its bytes are dropped. */
  const pairs = new Set<{ client: Socket; upstream?: Socket; application?: string; silent: boolean }>();
  let recording: string[] | null = null;
  let armed: { sql: string; when: CutWhen; done(): void } | null = null;
  let server: Server;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  function accept(client: Socket) {
    track(client);
    const pair: { client: Socket; upstream?: Socket; application?: string; silent: boolean } = { client, silent: state === 'silent' };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    // The server socket is half-open: the app's FIN is answered with the proxy's, except on a silent network,
    // where a goodbye goes unanswered as on a real one.
    client.on('end', () => {
      if (!pair.silent) client.end();
    });
    if (state !== 'open') return;
    const upstream = connect(target);
    track(upstream);
    pair.upstream = upstream;
    let draining = false;
    // A silent network carries no close either: the app must find out by itself.
    upstream.on('close', () => {
      if (!pair.silent) client.destroy();
    });
    client.on('close', () => {
      if (!draining) upstream.destroy();
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!pair.silent) client.write(chunk);
    });
    // Each chunk goes through whole unless a message in it is the armed statement: then the cut falls there.
    let matched: string | undefined;
    const sqlOf = statementReader();
    const read = messageReader((type, body) => {
      const sql = sqlOf(type, body);
      if (sql === undefined) return;
      recording?.push(sql);
      if (armed && !matched && sql.toLowerCase().startsWith(armed.sql.toLowerCase())) matched = sql;
    }, (parameters) => void (pair.application = parameters.get('application_name')));
    client.on('data', (chunk: Buffer) => {
      if (pair.silent) return;
      read(chunk);
      if (!matched || !armed) return void upstream.write(chunk);
      const { when, done } = armed;
      armed = null;
      matched = undefined;
      // 'after': the server gets the statement (COMMIT commits), the app never hears back.
      if (when === 'after') {
        draining = true;
        upstream.end(chunk);
      }
      proxy.cut();
      done();
    });
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer({ allowHalfOpen: true }, accept);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    cut() {
      state = 'down';
      server.close();
      // An 'after' cut has handed its last chunk to the server with end(): let that socket flush and close.
      for (const socket of sockets) if (!socket.writableEnded) socket.destroy();
    },
    stall() {
      state = 'stalled';
      dropAll();
    },
    blackhole(applicationName) {
      if (applicationName === undefined) state = 'silent';
      for (const pair of pairs) if (applicationName === undefined || pair.application === applicationName) pair.silent = true;
    },
    async restore() {
      for (const pair of pairs) {
        if (!pair.silent) continue;
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      if (state === 'down') await listen();
      state = 'open';
    },
    cutAt(sql, when) {
      return new Promise<void>((done) => {
        armed = { sql, when, done };
      });
    },
    disarm() {
      armed = null;
    },
    record() {
      recording = [];
      return recording;
    },
    stopRecording() {
      recording = null;
    },
    async close() {
      armed = null;
      dropAll();
      if (state !== 'down') await new Promise((resolve) => server.close(resolve));
      state = 'down';
    },
  };
  await listen();
  return proxy;
}
