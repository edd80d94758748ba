import type { SessionRow } from '../repositories/authTokens';
import { servicePlugin } from '../services/registry';

interface Entry<V> {
  salonId: number;
  value: V;
  at: number;
  size: number;
}

/**
 * Values by key, each belonging to one salon, dropped a salon at a time. Bounded: past maxSize (entries, or
 * bytes when sizes are given) the oldest go first (a Map iterates in insertion order); past ttlMs an entry is
 * stale, a bound on anything that changes with the clock alone (a report's default 'today').
 */
class SalonKeyed<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly bySalon = new Map<number, Set<string>>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(salonId: number, key: string, value: V, size = 1) {
    this.delete(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { salonId, value, at: Date.now(), size });
    const keys = this.bySalon.get(salonId) ?? new Set<string>();
    keys.add(key);
    this.bySalon.set(salonId, keys);
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxSize) break;
      this.delete(oldest);
    }
  }

  dropSalon(salonId: number) {
    for (const key of [...(this.bySalon.get(salonId) ?? [])]) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.bySalon.clear();
    this.total = 0;
  }

  get count() {
    return this.entries.size;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
    const keys = this.bySalon.get(entry.salonId);
    keys?.delete(key);
    if (keys?.size === 0) this.bySalon.delete(entry.salonId);
  }
}

/** A cached answer: its JSON, and its compressed forms once a client asked for them (made once, sent often). */
export interface CachedAnswer {
  json: string;
  /** The compressed forms, made on first use, as latin1 strings of their bytes (plugins/readCache.ts says why). */
  br?: string;
  gzip?: string;
}

export interface CacheLimits {
  /** Characters of cached JSON kept in all (the compressed forms are smaller; close enough for a bound). */
  maxReadBytes: number;
  readTtlMs: number;
  maxSessions: number;
  sessionTtlMs: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxReadBytes: 64 * 1024 * 1024, readTtlMs: 60_000, maxSessions: 50_000, sessionTtlMs: 5 * 60_000 };

/**
 * This instance's memory of recent answers (plugins/readCache.ts) and of signed-in sessions (services/auth.ts),
 * by salon. Correctness rests on invalidation, never on time:
 * - a write request drops its salon's entries before it answers (this instance), and the notice its transaction
 *   sends (repositories/changes.ts) drops them on every instance; a write that cannot change who may do what
 *   (a sale, a booking: scope 'reads') drops only the answers, and the salon's sessions stay;
 * - a value read from the database is kept only when no invalidation of its salon came since the read began
 *   (the ticket), so a read racing a write cannot put the old value back;
 * - while the listening connection is down nothing is served from memory, and all of it is dropped when it
 *   comes back (notices sent meanwhile are lost).
 */
export class SalonCaches<Session = SessionRow> {
  private tick = 0;
  private clearedAt = 0;
  /** The tick of each salon's last invalidation: of everything, and of its answers only (never later than the first). */
  private readonly invalidatedAt = new Map<number, number>();
  private readonly readsInvalidatedAt = new Map<number, number>();
  private readonly reads: SalonKeyed<CachedAnswer>;
  private readonly sessions: SalonKeyed<Session>;
  /** Each salon's time zone, read on most agenda requests; it lives in the salon's row, so 'all' notices drop it. */
  private readonly timeZones = new Map<number, string>();
  private live = true;
  /** Look-ups since start, for GET /metrics: plain numbers, so counting costs the hot path nothing. */
  readonly counts = { readHits: 0, readMisses: 0, sessionHits: 0, sessionMisses: 0 };

  constructor(limits: Partial<CacheLimits> = {}) {
    const l = { ...DEFAULT_LIMITS, ...limits };
    this.reads = new SalonKeyed(l.maxReadBytes, l.readTtlMs);
    this.sessions = new SalonKeyed(l.maxSessions, l.sessionTtlMs);
  }

  /** Take one before reading the database; hand it back to keep what was read. */
  ticket(): number {
    return this.tick;
  }

  read(key: string): CachedAnswer | undefined {
    const answer = this.live ? this.reads.get(key) : undefined;
    this.counts[answer ? 'readHits' : 'readMisses'] += 1;
    return answer;
  }

  /** The answer as kept, or undefined when a change of its salon came since its read began. */
  keepRead(salonId: number, key: string, json: string, ticket: number): CachedAnswer | undefined {
    if (!this.fresh(salonId, ticket) || (this.readsInvalidatedAt.get(salonId) ?? 0) > ticket) return undefined;
    const answer = { json };
    this.reads.set(salonId, key, answer, json.length);
    return answer;
  }

  timeZone(salonId: number): string | undefined {
    return this.live ? this.timeZones.get(salonId) : undefined;
  }

  keepTimeZone(salonId: number, timeZone: string, ticket: number) {
    if (!this.fresh(salonId, ticket)) return;
    // One short string per salon; the bound only stops a runaway, and a clear costs one read per salon.
    if (this.timeZones.size >= 100_000) this.timeZones.clear();
    this.timeZones.set(salonId, timeZone);
  }

  /**
   * services/auth.ts looks twice for one caller: again after a turn of the event loop when the first look found
   * the session. `again` marks that second look, which settles the hit; each caller counts once.
   */
  session(key: string, again = false): Session | undefined {
    const session = this.live ? this.sessions.get(key) : undefined;
    if (!session) this.counts.sessionMisses += 1;
    else if (again) this.counts.sessionHits += 1;
    return session;
  }

  keepSession(salonId: number, key: string, session: Session, ticket: number) {
    if (this.fresh(salonId, ticket)) this.sessions.set(salonId, key, session);
  }

  /** Something of the salon changed (or may have): nothing cached of it is served again. */
  invalidate(salonId: number) {
    this.tick += 1;
    this.invalidatedAt.set(salonId, this.tick);
    this.readsInvalidatedAt.set(salonId, this.tick);
    this.reads.dropSalon(salonId);
    this.sessions.dropSalon(salonId);
    this.timeZones.delete(salonId);
  }

  /** The salon's data changed, not its users, roles, devices or plan: its answers go, its sessions stay. */
  invalidateReads(salonId: number) {
    this.tick += 1;
    this.readsInvalidatedAt.set(salonId, this.tick);
    this.reads.dropSalon(salonId);
  }

  /** Notices may have been missed: drop everything. `live: false` also stops serving and keeping until set again. */
  reset(live: boolean) {
    this.tick += 1;
    this.clearedAt = this.tick;
    this.live = live;
    this.reads.clear();
    this.sessions.clear();
    this.timeZones.clear();
  }

  private readonly awaited = new Map<string, () => void>();

  /**
   * Resolves once this instance has read the notice 'sync:<token>' on CHANGE_CHANNEL. Notices arrive in commit
   * order, so every change committed before that notice was sent has been applied here by then (a test that
   * writes rows directly waits on it before reading through the API).
   */
  whenNoticed(token: string): Promise<void> {
    return new Promise((resolve) => this.awaited.set(token, resolve));
  }

  noticed(token: string) {
    this.awaited.get(token)?.();
    this.awaited.delete(token);
  }

  get size() {
    return { reads: this.reads.count, sessions: this.sessions.count };
  }

  private fresh(salonId: number, ticket: number) {
    return this.live && this.clearedAt <= ticket && (this.invalidatedAt.get(salonId) ?? 0) <= ticket;
  }
}

declare module 'fastify' {
  interface ServiceRegistry {
    salonCaches: SalonCaches;
  }
}

/** app.services.salonCaches: fed by infra/agendaEvents.ts (the one LISTEN connection) and plugins/readCache.ts. */
export default servicePlugin('salonCaches', () => new SalonCaches());
