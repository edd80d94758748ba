import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { OnboardingWire } from '../../../server/contract/onboarding';
import { salons } from '../../../server/db/schema/index';
import { blocked, booked, hire, utc } from '../support/agendaHelpers';
import { json, signUpAndIn, type TestApp } from '../support/harness';
import { actAs, category, client, expectStatus, service, type Actor } from '../support/salonHelpers';

describe('the first-steps checklist', () => {
  let t: TestApp;
  let as: Actor;
  let stranger: Actor;
  beforeAll(async ({ t: fileT, as: fileAs }) => {
    t = fileT;
    as = fileAs;
    stranger = actAs(t.app, await signUpAndIn(t.app));
  });

  const state = async (who = as) => json<OnboardingWire>(expectStatus(await who.get('/salons/:salonId/onboarding'), 200));
  const dismissedAt = async () => (await t.database.db.select({ at: salons.onboardingDismissedAt }).from(salons).where(eq(salons.id, as.salonId)))[0].at;
  const put = (body: unknown, who = as) => who.put('/salons/:salonId/onboarding', body as Record<string, unknown>);

  it('ticks each step as its data appears: a second professional, a service, a client, a booking (not a blocked time)', async () => {
    // Sign-up lists the owner as the salon's first professional: that is not the step yet.
    expect(await state()).toEqual({ dismissed: false, steps: { professionals: false, services: false, clients: false, appointments: false } });
    const serviceId = (await service(as, await category(as, 'service', 'Cabelo'))).id;
    expect((await state()).steps).toEqual({ professionals: false, services: true, clients: false, appointments: false });
    const clientId = (await client(as, 'Carla Cliente')).id;
    const employeeId = await hire(as, 'Bruno Navalha');
    expect((await state()).steps).toEqual({ professionals: true, services: true, clients: true, appointments: false });
    const s = { as, clientId, serviceId, employeeId };
    await blocked(s, { start_at: utc(2030, 3, 15, 15), duration: 3600 });
    expect((await state()).steps.appointments).toBe(false);
    await booked(s, { start_at: utc(2030, 3, 15, 12) });
    expect(await state()).toEqual({ dismissed: false, steps: { professionals: true, services: true, clients: true, appointments: true } });
    // Another salon's steps are its own.
    expect((await state(stranger)).steps).toEqual({ professionals: false, services: false, clients: false, appointments: false });
  });

  it('is closed for the whole salon, and can be offered again', async () => {
    expect(json(expectStatus(await put({ dismissed: true }), 200))).toMatchObject({ dismissed: true });
    expect((await state()).dismissed).toBe(true);
    // Closing twice keeps the first moment.
    const first = await dismissedAt();
    expect(first).toBeInstanceOf(Date);
    expectStatus(await put({ dismissed: true }), 200);
    expect(await dismissedAt()).toEqual(first);
    expect(json(expectStatus(await put({ dismissed: false }), 200))).toMatchObject({ dismissed: false });
    expect((await state(stranger)).dismissed).toBe(false);
  });

  it("refuses bad input with 422 and another salon's path with 403, changing nothing", async () => {
    for (const body of [{}, { dismissed: 'sim' }, { dismissed: null }, [], 'dismissed']) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await state()).dismissed).toBe(false);
    const owner = `/v1/salons/${as.salonId}/onboarding`;
    expect((await t.app.inject({ method: 'GET', url: owner, headers: stranger.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: owner, headers: stranger.headers, payload: { dismissed: true } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: owner, payload: { dismissed: true } })).statusCode).toBe(401);
    expect((await state()).dismissed).toBe(false);
  });
});
