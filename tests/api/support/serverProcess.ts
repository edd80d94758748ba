import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';

/** The real server process (`tsx server/main.ts`, as `npm start` runs it), on a free loopback port. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const started = setInterval(() => {
      const match = /Agendei is running: http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(started);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(started);
      reject(new Error(`the server exited (${code}) before it started:\n${output}`));
    });
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * A request sent by hand over its own connection, its body in two parts: the first now, the rest when `finish`
 * is called (a phone on a slow network). The server has the request in flight from the first byte of the body.
 */
export function slowRequest(port: number, method: string, path: string, headers: Record<string, string>, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  const bytes = Buffer.from(body);
  const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${bytes.length}`]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  const half = Math.floor(bytes.length / 2);
  socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), bytes.subarray(0, half)]));
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(text)}`));
      resolve({ status: Number(text.slice(9, 12)), headers: text.slice(0, split), body: text.slice(split + 4) });
    });
    // Read the whole answer, then hang up (a keep-alive connection would otherwise stay open).
    socket.on('data', () => {
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, split));
      if (split >= 0 && length && Buffer.byteLength(text.slice(split + 4)) >= Number(length[1])) socket.end();
    });
  });
  return { finish: () => socket.write(bytes.subarray(half)), answer };
}
