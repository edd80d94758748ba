import type { UserWire } from '../../contract/auth';
import type { Role } from '../../contract/roles';
import type { Db } from '../../db/client';
import * as tokens from '../../repositories/authTokens';
import type { SalonCaches } from '../../infra/salonCaches';
import { canWrite } from '../subscriptionState';
import { nextTurn, tokenMatches } from './sessionCache';
import { wireOf } from './wire';

export interface Session {
  user: UserWire;
  userId: number;
  salonId: number;
  client: string;
  /** This device's row (the device list marks it as the current one). */
  tokenId: number;
  /** After the trial, without a subscription, writes answer 402 (DESIGN.md section 5). */
  canWrite: boolean;
  role: Role;
  /** The caller's own column of the agenda (null for a user without one). */
  employeeId: number | null;
}

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function createAuthenticate(db: Db, caches: SalonCaches) {
  /**
   * The caller's row from the database, kept in memory for the device's next requests: every signed-in request
   * needs it, and the query joins four tables. A sign-out, a revoked device, a role or plan change drops it
   * (salonCaches).
   */
  async function readSessionRow(key: string, uid: string, client: string) {
    const ticket = caches.ticket();
    const row = await tokens.findSession(db, uid, client);
    if (row) caches.keepSession(row.salonId, key, row, ticket);
    return row;
  }

  /** Resolves the caller from the devise_token_auth headers; undefined when missing, wrong or expired. */
  return async function authenticate(headers: { accessToken?: string; client?: string; uid?: string }): Promise<Session | undefined> {
    const { accessToken, client, uid } = headers;
    if (!accessToken || !client || !uid || accessToken.length > 128 || client.length > 128 || uid.length > 254) return undefined;
    // PostgreSQL text cannot hold NUL: such a header is simply not a valid credential (401, not a database error).
    if (uid.includes('\0') || client.includes('\0')) return undefined;
    // Inline rather than a helper of its own: this runs on every signed-in request, and each async layer costs
    // promises and turns of the microtask queue.
    const key = `${uid.toLowerCase()}\n${client}`;
    let row = caches.session(key);
    if (row) {
      // One turn of the event loop first: a notice of a sign-out or a role change on another instance that has
      // already reached this one's LISTEN connection is read before trusting memory (it drops the entry).
      await nextTurn();
      row = caches.session(key, true);
    }
    row ??= await readSessionRow(key, uid, client);
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    if (!tokenMatches(row, accessToken)) return undefined;
    // The device list's 'last used', to within a few minutes: one write per device every TOUCH_EVERY_MS at most.
    if (Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await tokens.touchToken(db, row.tokenId);
      // The cached row is this instance's: it need not ask again for another TOUCH_EVERY_MS.
      row.lastUsedAt = new Date();
    }
    return {
      user: wireOf(row),
      userId: row.userId,
      salonId: row.salonId,
      role: row.role,
      employeeId: row.employeeId,
      client,
      tokenId: row.tokenId,
      canWrite: canWrite(row, new Date()),
    };
  };
}
