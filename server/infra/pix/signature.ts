import { createHmac, timingSafeEqual } from 'node:crypto';

/** A notice older (or newer) than this is refused: a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * The sandbox's notice signature, on the pattern most providers use: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the shared webhook secret. The time is signed too, so it cannot be changed to replay.
 */
export function signNotice(secret: string, rawBody: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

export function verifyNotice(secret: string, rawBody: string, header: string | undefined, now = Date.now()): boolean {
  if (!header || header.length > 500) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > TOLERANCE_SECONDS || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
