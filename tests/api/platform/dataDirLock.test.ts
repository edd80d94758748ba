import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { DataDirInUseError, LOCK_FILE } from '../../../server/db/dataDirLock';

/**
 * The lock is about the embedded database's folder (PostgreSQL servers lock for themselves), so these tests always
 * open PGlite, whatever DATABASE_URL says; CI's PostgreSQL run leaves this file out as it tests nothing there.
 */
describe('embedded data folder lock', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agendei-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second opening of the same folder with a clear message, and opens again after close', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(`is in use by another Agendei process (pid ${process.pid}). Stop it, or set DATA_DIR to another folder.`);
    // The refused opening left the holder's lock alone.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = freshDir();
    const dead = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => dead.on('exit', () => resolve(dead.pid!)));
    writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid}\n`);

    const database = await openDatabase({ dataDir });
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
  });

  it('takes over at once the lock of a server killed with -9 whose parent has not reaped it yet (a zombie)', async () => {
    const dataDir = freshDir();
    // The shell backgrounds a short sleep and becomes a long one (exec), which never reaps it: a zombie, as a server
    // killed with -9 is under tsx and npm until they notice.
    const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30']);
    try {
      const zombiePid = await new Promise<number>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
      const state = () => readFileSync(`/proc/${zombiePid}/stat`, 'utf8').split(') ')[1][0];
      for (let i = 0; i < 100 && state() !== 'Z'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(state()).toBe('Z');
      writeFileSync(path.join(dataDir, LOCK_FILE), `${zombiePid}\n`);

      const database = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await database.close();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it("takes over a lock left with this process's own pid by a former run (a container's pid 1 after a restart)", async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
    const database = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await database.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('makes a second server on the same DATA_DIR exit with the message while the first keeps running', async () => {
    const dataDir = freshDir();
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' };
    const first = spawn('node_modules/.bin/tsx', ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let banner = '';
      await new Promise<void>((resolve, reject) => {
        first.stdout.on('data', (chunk) => {
          banner += chunk;
          if (banner.includes('Agendei is running')) resolve();
        });
        first.on('exit', (code) => reject(new Error(`first server exited (${code}): ${banner}`)));
      });
      const second = spawn('node_modules/.bin/tsx', ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let errors = '';
      second.stderr.on('data', (chunk) => (errors += chunk));
      const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
      expect(code).toBe(1);
      // tsx runs the server in a child node process: the lock holds that one's pid.
      const holder = readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim();
      expect(errors).toContain(`is in use by another Agendei process (pid ${holder}). Stop it, or set DATA_DIR to another folder.`);
      expect(first.exitCode).toBeNull();
    } finally {
      const exited = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
