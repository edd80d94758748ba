import type { Db } from '../../db/client';
import * as changes from '../../repositories/changes';
import * as tokens from '../../repositories/authTokens';
import { randomToken, sha256 } from '../../infra/secrets';
import type { Session } from './session';

export const TOKEN_LIFESPAN_SECONDS = 14 * 24 * 3600;
export const MAX_CLIENTS_PER_USER = 10;

export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number;
}

/** What the device list shows of a sign-in: the browser and the address it came from. */
export interface DeviceFacts {
  userAgent?: string;
  ip?: string;
}

/** A user's devices were signed out: every instance drops the salon's cached sessions (no audit row: not the salon's record). */
export const signedOut = (tx: Db, salonId: number, userId: number) => changes.announce(tx, { salonId, entity: 'session', action: 'deleted', id: userId, scope: 'all' });

/** A device's token: given at sign-in, taken back at sign-out. */
export function createTokens(db: Db) {
  async function issueToken(userId: number, salonId: number, uid: string, device: DeviceFacts): Promise<Credentials> {
    const accessToken = randomToken();
    const client = randomToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFESPAN_SECONDS * 1000);
    await db.transaction(async (tx) => {
      await tokens.saveToken(tx, {
        salonId, userId, client, tokenHash: sha256(accessToken), expiresAt,
        userAgent: device.userAgent?.slice(0, 300) ?? null,
        ip: device.ip?.slice(0, 64) ?? null,
      });
      // Past the limit the oldest devices are signed out: every instance must stop knowing them.
      if ((await tokens.keepNewestTokens(tx, userId, MAX_CLIENTS_PER_USER)) > 0) await signedOut(tx, salonId, userId);
    });
    return { accessToken, client, uid, expiry: Math.floor(expiresAt.getTime() / 1000) };
  }

  async function signOut(session: Session) {
    await db.transaction(async (tx) => {
      await tokens.deleteToken(tx, session.userId, session.client);
      await signedOut(tx, session.salonId, session.userId);
    });
  }

  return { issueToken, signOut };
}

export type IssueToken = ReturnType<typeof createTokens>['issueToken'];
