// The browser parts (Lighthouse, the agenda in Chromium) time a page's frames on this machine's two cores: work
// left from earlier parts (PostgreSQL's autovacuum after the growth seed's millions of rows, a server still
// exiting) would be timed with them. They start once the machine has been idle for a while, or after a minute.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Idle and total CPU time of the whole machine so far, from Linux's /proc/stat (null elsewhere). */
function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the time nothing ran.
    return { idle: fields[3] + fields[4], total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** The share of CPU time left idle over the next `ms` (null where it cannot be read). */
async function idleShare(ms: number): Promise<number | null> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Waits until the CPUs have been at least `share` idle over `quietFor` ms in a row (2 s, 90%), checking each
 * second, `atMost` ms in all (60 s). Returns how long it waited and the last second's idle share.
 */
export async function untilQuiet(share = 0.9, quietFor = 2000, atMost = 60_000): Promise<{ waitedMs: number; idle: number | null }> {
  const started = Date.now();
  let quietSince = started;
  for (;;) {
    const idle = await idleShare(1000);
    if (idle === null) return { waitedMs: Date.now() - started, idle };
    if (idle < share) quietSince = Date.now();
    if (Date.now() - quietSince >= quietFor || Date.now() - started >= atMost) return { waitedMs: Date.now() - started, idle };
  }
}
