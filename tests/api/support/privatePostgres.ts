import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own, started from the machine's binaries (Debian's postgresql package, which CI
 * and every machine here have), for what the shared server cannot be asked to do: crash. `crash()` is an immediate
 * stop (no checkpoint, no flush: what a power cut leaves is what the WAL on disk holds), `start()` recovers.
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
 */
export interface PrivatePostgres {
  url: string;
  crash(): void;
  start(): void;
  remove(): void;
}

function binDir(): string {
  const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  if (!existsSync(path.join(dir, 'initdb'))) throw new Error(`no initdb in ${dir}: install Debian's postgresql package`);
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `settings`: the server's -c options (e.g. a WAL writer that waits long, so unflushed commits stay unflushed). */
export async function privatePostgres(settings: Record<string, string> = {}): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), 'agendei-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, command), asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args, { stdio: 'pipe', cwd: root });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const port = await freePort();
  const options = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${root}`, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(root, 'log'), '-o', options.join(' '), 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
