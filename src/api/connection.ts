/**
 * Whether the SPA can reach the API, for the 'Sem conexão' banner (components/ConnectionBanner.tsx) and for the
 * calls held until the connection is back (api/client.ts). It is lost when a call fails without an answer or the
 * browser says it went offline; it is back when the browser says it is online again, a check of /v1/health
 * answers, or any call gets an answer. Kept outside Redux: it is the transport's own state, read with
 * useSyncExternalStore, and it holds functions (the calls waiting to be sent again).
 */
export interface ConnectionState {
  online: boolean;
  /** Calls held until the connection is back (each is sent again with the same Idempotency-Key). */
  waiting: number;
}

type Probe = () => Promise<unknown>;

const FIRST_CHECK_MS = 3_000;
const LAST_CHECK_MS = 30_000;

let state: ConnectionState = { online: true, waiting: 0 };
const listeners = new Set<() => void>();
let held: Array<() => void> = [];
let probe: Probe = () => Promise.resolve();
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkDelay = FIRST_CHECK_MS;

function update(next: Partial<ConnectionState>) {
  const merged = { ...state, ...next };
  if (merged.online === state.online && merged.waiting === state.waiting) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

/** The browser knows it has no network (airplane mode, Wi-Fi gone; DevTools' and Playwright's offline too). */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const connectionState = () => state;

export function subscribeConnection(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How the connection is checked while it is lost (a light GET of /v1/health); set once by api/client.ts. */
export function setConnectionProbe(next: Probe) {
  probe = next;
}

/** Sends every held call again (one that fails again for lack of network is held again). */
function releaseHeld() {
  const resume = held;
  held = [];
  update({ waiting: 0 });
  resume.forEach((go) => go());
}

function stopChecking() {
  clearTimeout(checkTimer);
  checkTimer = undefined;
  checkDelay = FIRST_CHECK_MS;
}

/** While the browser says it is online, the server itself may be out of reach: look again, less and less often. */
function scheduleCheck() {
  if (checkTimer !== undefined || browserOffline()) return;
  checkTimer = setTimeout(() => {
    checkTimer = undefined;
    checkDelay = Math.min(checkDelay * 2, LAST_CHECK_MS);
    void checkNow();
  }, checkDelay);
}

/** A call got an answer (any status): the server is reachable. */
export function connectionAnswered() {
  if (state.online && held.length === 0) return;
  stopChecking();
  update({ online: true });
  releaseHeld();
}

/** A call failed without an answer, or the browser went offline. */
export function connectionLost() {
  update({ online: false });
  scheduleCheck();
}

/** Checks the connection now ('Tentar agora', the browser's online event, the timer). */
export async function checkNow() {
  try {
    await probe();
    connectionAnswered();
  } catch {
    connectionLost();
  }
}

/**
 * Resolves when the connection is back, so the caller sends its call again; rejects if the caller gives up
 * first (its AbortSignal: a query no screen needs any more).
 */
export function waitForConnection(signal?: AbortSignal | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', giveUp);
      resolve();
    };
    const giveUp = () => {
      held = held.filter((other) => other !== go);
      update({ waiting: held.length });
      reject(signal?.reason ?? new Error('aborted'));
    };
    if (signal?.aborted) return giveUp();
    signal?.addEventListener('abort', giveUp, { once: true });
    held.push(go);
    update({ waiting: held.length });
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', connectionLost);
  // The network is back: what waited goes now; if the server is still out of reach, it is held again.
  window.addEventListener('online', () => {
    stopChecking();
    releaseHeld();
    void checkNow();
  });
}
