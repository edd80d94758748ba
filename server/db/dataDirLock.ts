import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no postmaster: two processes on one folder both run, hand out the same ids and overwrite each
 * other's pages, and one side's writes are gone after a restart. A lock file in the folder keeps it to one.
 */
export const LOCK_FILE = 'agendei.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    const relative = path.relative(process.cwd(), dataDir);
    const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dataDir;
    super(
      `The embedded database in ${shown} is in use by another Agendei process (pid ${pid}). ` +
        `Stop it, or set DATA_DIR to another folder. (If no such process runs, delete ${path.join(shown, LOCK_FILE)}.)`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A server killed with -9 under `npm start` stays a zombie until its parent (tsx, npm) reaps it, and kill(0) still
 * finds a zombie: read its state where Linux shows it ('Z', or 'X' while it goes). Without /proc (macOS), kill(0)
 * has the last word.
 */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // 'pid (command) S ...': the command may hold spaces and parentheses, so the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || state === 'X';
}

/** Folders this process holds: its own pid in a lock it does not hold is a former run's (a container's pid 1). */
const held = new Set<string>();

const readLock = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes the folder's lock (O_EXCL, so two starting processes cannot both win); a dead holder's lock is taken over. */
export function lockDataDir(dataDir: string): { release(): void } {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  for (let attempt = 1; !tryCreate(file, mine); attempt += 1) {
    if (attempt > 10) throw new Error(`Could not take the lock ${file}`);
    const content = readLock(file);
    // Empty: its writer is between creating and writing it (or crashed right there); look again shortly.
    if (!content && attempt < 5) {
      pause(20);
      continue;
    }
    const pid = Number.parseInt(content ?? '', 10);
    // Our own pid counts too when we hold it: a second open in this process would corrupt the folder just the same.
    const ours = pid === process.pid;
    if ((ours && held.has(file)) || (!ours && Number.isInteger(pid) && pid > 0 && isAlive(pid))) {
      throw new DataDirInUseError(dataDir, pid);
    }
    // Stale (its process crashed): remove it only if it is still the one we read, then race for it again.
    if (readLock(file) === content) rmSync(file, { force: true });
  }
  held.add(file);

  const release = () => {
    process.removeListener('exit', release);
    if (!held.delete(file)) return;
    if (readLock(file) === mine) rmSync(file, { force: true });
  };
  // process.exit() skips close(); the lock must not outlive the process even then.
  process.on('exit', release);
  return { release };
}
