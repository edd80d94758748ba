import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError, tooManyRequests } from '../errors';
import { clearWindow, hit } from '../repositories/rateLimits';
import { servicePlugin } from '../services/registry';

/**
 * E-mails a user can make us send (invitations, password resets, later invoices): a salon cannot become a
 * mail cannon, and one address receives at most a few an hour whoever asks.
 */
export const MAIL_LIMITS = { perSalon: 50, perRecipient: 3, windowSeconds: 3600 };

const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 254);

async function check(db: Db, key: string, limit: number, windowSeconds: number, message: 'rateLimited' | 'mailRateLimited' = 'rateLimited') {
  const { count, resetInSeconds } = await hit(db, key, windowSeconds);
  if (count <= limit) return;
  const retryAfter = Math.max(1, resetInSeconds);
  throw message === 'rateLimited' ? tooManyRequests(retryAfter) : new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
}

/**
 * Counts one user-triggered e-mail against its salon and its recipient; 429 beyond either limit. Pass the
 * transaction that writes the e-mail: if it rolls back (this 429 included), the e-mail is not counted.
 */
export async function guardMail(db: Db, email: { salonId: number; to: string }) {
  await check(db, `mail:salon:${email.salonId}`, MAIL_LIMITS.perSalon, MAIL_LIMITS.windowSeconds, 'mailRateLimited');
  await check(db, `mail:to:${normalEmail(email.to)}`, MAIL_LIMITS.perRecipient, MAIL_LIMITS.windowSeconds, 'mailRateLimited');
}

/** The public booking page (issue 28, item 7): bookings an address or a phone may post in a window. */
export const BOOKING_LIMITS = { perIp: 20, perPhone: 5, windowSeconds: 3600 };

/** Per-IP and per-e-mail limits for the endpoints that guess passwords or send e-mail; analytics events' own. */
export function createRateLimiter(db: Db, limits: Config['rateLimit'], events: Config['eventsRateLimit']) {
  const guardKey = (key: string, limit: number) => check(db, key, limit, limits.windowSeconds);
  return {
    /** An analytics event: 429 once the address or the session (a user, or a browser's anonymous id) used its window. */
    async guardEvent(ip: string, session: string | undefined) {
      await check(db, `events:ip:${ip}`, events.perIp, events.windowSeconds);
      if (session) await check(db, `events:session:${session}`, events.perSession, events.windowSeconds);
    },
    /** An online booking posted: 429 once the address or the phone has used up its hour. */
    async guardBooking(ip: string, phoneDigits: string) {
      await check(db, `booking:ip:${ip}`, BOOKING_LIMITS.perIp, BOOKING_LIMITS.windowSeconds);
      await check(db, `booking:phone:${phoneDigits}`, BOOKING_LIMITS.perPhone, BOOKING_LIMITS.windowSeconds);
    },
    /** Throws 429 once the IP or the e-mail has used up its window. */
    async guard(action: string, ip: string, email?: string) {
      await guardKey(`${action}:ip:${ip}`, limits.perIp);
      if (email) await guardKey(`${action}:email:${normalEmail(email)}`, limits.perEmail);
    },
    /**
     * Sign-in from a browser holding a valid device cookie for this e-mail: the device has its own budget, so
     * guesses from elsewhere (which use up the e-mail's) never lock the owner out of a browser they used before.
     */
    guardDevice: (deviceId: number) => guardKey(`sign-in:device:${deviceId}`, limits.perEmail),
    /** The right password from a device: its earlier attempts stop counting. */
    deviceTrusted: (deviceId: number) => clearWindow(db, `sign-in:device:${deviceId}`),
    /**
     * Password-reset e-mails, counted per address asked for, whether it has an account or not (a count kept only
     * for existing accounts would tell which e-mails have one). Kept apart from `mail:to:` so a salon sending
     * invitations cannot stop the person from resetting their own password.
     */
    guardResetMail: (email: string) =>
      check(db, `mail:reset:${normalEmail(email)}`, MAIL_LIMITS.perRecipient, MAIL_LIMITS.windowSeconds, 'mailRateLimited'),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

declare module 'fastify' {
  interface ServiceRegistry {
    rateLimiter: RateLimiter;
  }
}

/** Registers the service as app.services.rateLimiter. */
export default servicePlugin('rateLimiter', (app) => createRateLimiter(app.db, app.config.rateLimit, app.config.eventsRateLimit));
