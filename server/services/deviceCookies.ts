import type { Db } from '../db/client';
import { findDevice, pruneDevices, rememberDevice, tokenIssued } from '../repositories/deviceCookies';
import { randomToken, sha256 } from '../infra/secrets';

/**
 * OWASP's "device cookies" against online password guessing: a browser that once signed in to an account gets
 * a cookie, and its sign-in attempts for that account are counted on its own budget. Guesses from unknown
 * devices use up the e-mail's budget and may lock it, but never the owner's own browser.
 */
export const DEVICE_COOKIE = 'agendei_device';
export const DEVICE_LIFESPAN_SECONDS = 365 * 24 * 3600;
const MAX_DEVICES_PER_USER = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/** The device token from a Cookie header; anything malformed counts as no cookie. */
export function readDeviceCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** Only sign-in reads it (path), scripts never do (HttpOnly), and other sites' forms do not send it (SameSite). */
export function deviceCookieHeader(token: string, secure: boolean): string {
  const attributes = [`Max-Age=${DEVICE_LIFESPAN_SECONDS}`, 'Path=/v1/auth', 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${token}`, ...attributes].join('; ');
}

export function createDeviceTrust(db: Db) {
  return {
    /** The device's id when the token was issued to this e-mail's account; a forged or foreign token is no device. */
    async find(token: string | undefined, email: string): Promise<number | undefined> {
      if (!token) return undefined;
      return (await findDevice(db, sha256(token), email.trim()))?.id;
    },
    /**
     * After the right password: the browser's token now vouches for this account too (one browser may serve
     * two people of a salon). A token we never issued is replaced, so a client cannot choose its own.
     */
    async remember(userId: number, token: string | undefined): Promise<string> {
      const kept = token && (await tokenIssued(db, sha256(token))) ? token : randomToken(32);
      const expiresAt = new Date(Date.now() + DEVICE_LIFESPAN_SECONDS * 1000);
      await db.transaction(async (tx) => {
        await rememberDevice(tx, { userId, tokenHash: sha256(kept), expiresAt });
        await pruneDevices(tx, userId, MAX_DEVICES_PER_USER);
      });
      return kept;
    },
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
