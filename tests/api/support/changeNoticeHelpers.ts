import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents } from '../../../server/db/schema/index';
import type { secondInstance } from './agendaStreamHelpers';
import { caughtUp, json, type SignedIn, type TestApp } from './harness';
import { actAs, expectStatus } from './salonHelpers';

export type SecondInstance = Awaited<ReturnType<typeof secondInstance>>;

/**
 * What the one write shape (repositories/changes.ts) promises another API instance: a write committed on the
 * first is announced, so the second's cached answer of `path` goes and its next read comes from the database.
 * Primes the answer on the second (a hit shows it is cached), runs the write on the first, waits until the
 * second has read every notice committed so far, and answers its next read (which must be a miss).
 */
export async function readAfterWrite<T>(second: SecondInstance, who: SignedIn, path: string, write: () => Promise<unknown>): Promise<T> {
  const onSecond = actAs(second.app, who);
  // Writes made just before (a test's set-up) are announced too: the second reads them all before it primes, or a
  // late notice would drop the answer between the two reads below.
  await caughtUp(second.app);
  expectStatus(await onSecond.get(path), 200);
  expect((await onSecond.get(path)).headers['x-cache']).toBe('hit');
  await write();
  await caughtUp(second.app);
  const next = expectStatus(await onSecond.get(path), 200);
  expect(next.headers['x-cache']).toBe('miss');
  return json<T>(next);
}

/** The key under which an instance keeps a device's session (services/auth.ts). */
export const sessionKey = (who: SignedIn) => `${who.headers.uid.toLowerCase()}\n${who.headers.client}`;

/** The audit trail's rows of one thing of the salon, oldest first. */
export async function auditOf(t: TestApp, salonId: number, entity: string, id: number) {
  return t.database.db
    .select({ action: auditEvents.action, userId: auditEvents.userId, userName: auditEvents.userName, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.salonId, salonId), eq(auditEvents.entity, entity), eq(auditEvents.entityId, id)))
    .orderBy(asc(auditEvents.id));
}

/** Expects an audit row of that action by that author (a user, or the application: user id null, 'Agendei'). */
export async function expectAudited(t: TestApp, salonId: number, entity: string, id: number, action: string, by: { userId: number | null; userName: string }) {
  expect(await auditOf(t, salonId, entity, id)).toContainEqual(expect.objectContaining({ action, userId: by.userId, userName: by.userName }));
}
