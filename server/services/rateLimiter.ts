import type { Config } from '../config';
import type { Db } from '../db/client';
import { tooManyRequests } from '../errors';
import { hit } from '../repositories/rateLimits';

/** Per-IP and per-e-mail limits for the endpoints that guess passwords or send e-mail. */
export function createRateLimiter(db: Db, limits: Config['rateLimit']) {
  async function check(key: string, limit: number) {
    const { count, resetInSeconds } = await hit(db, key, limits.windowSeconds);
    if (count > limit) throw tooManyRequests(Math.max(1, resetInSeconds));
  }
  return {
    /** Throws 429 once the IP or the e-mail has used up its window. */
    async guard(action: string, ip: string, email?: string) {
      await check(`${action}:ip:${ip}`, limits.perIp);
      if (email) await check(`${action}:email:${email.trim().toLowerCase().slice(0, 254)}`, limits.perEmail);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
