import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SubscriptionWire } from '../../../server/contract/subscription';
import { emailOutbox, salons } from '../../../server/db/schema/index';
import type { SandboxGateway } from '../../../server/infra/payments/sandboxGateway';
import { json, writeOutside, type TestApp } from './harness';
import { expectStatus, type Actor } from './salonHelpers';

export type Outcome = 'approve' | 'decline' | 'fail' | 'decline_renewal';

/** What the sandbox's browser module (src/features/plan/cardHash.ts) makes of a test card: no card number in it. */
export function sandboxHash(outcome: Outcome = 'approve', brand = 'visa', last4 = '1111') {
  const payload = Buffer.from(JSON.stringify({ brand, last4, exp: '12/30', outcome })).toString('base64url');
  return `sbx1.${payload}.${randomBytes(8).toString('hex')}`;
}

export const subscribe = (as: Actor, body: Record<string, unknown>, headers: Record<string, string> = {}, app?: TestApp['app']) =>
  app
    ? app.inject({ method: 'POST', url: `/v1/salons/${as.salonId}/subscribe`, headers: { ...as.headers, ...headers }, payload: body })
    : as.post('/salons/:salonId/subscribe', body);

export const readSubscription = async (as: Actor) => json<SubscriptionWire>(expectStatus(await as.get('/salons/:salonId/subscription'), 200));

export const gatewayOf = (t: TestApp) => t.app.services.paymentGateway as SandboxGateway;

/** Writes the salon's row behind the API's back (writeOutside: announced, and heard before the next request). */
export async function setSalon(t: TestApp, salonId: number, patch: Partial<typeof salons.$inferInsert>) {
  await writeOutside(t, salonId, (db) => db.update(salons).set(patch).where(eq(salons.id, salonId)));
}

export const salonRow = async (t: TestApp, salonId: number) => (await t.database.db.select().from(salons).where(eq(salons.id, salonId)))[0];

export const mailsOf = (t: TestApp, salonId: number) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.salonId, salonId)).orderBy(emailOutbox.id);

export const DAY = 24 * 3600 * 1000;
