import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
}

export async function load(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A port free on the loopback right now: the bench's servers never collide with anything else on the machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}: not ready in 60 s`);
}

/** Runs a server script in its own process, so the load generator does not share its event loop. */
export async function serve(script: string, port: number, readyPath: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agendei-bench-'));
  const child = spawn('node_modules/.bin/tsx', [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: 'none', ...env },
    stdio: 'ignore',
  });
  await waitReady(`http://127.0.0.1:${port}${readyPath}`, child);
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
