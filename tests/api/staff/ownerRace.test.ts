import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { employees } from '../../../server/db/schema/index';
import { signUpAndIn, type TestApp } from '../support/harness';
import { staffMember } from '../support/roleHelpers';
import { actAs } from '../support/salonHelpers';

/**
 * Issue 24, item 5: owners demoting each other at the same moment. Each sees another owner left when it counts,
 * so without a lock they all step down and the salon is left with no owner.
 */
describe('the last owner under concurrency (issue 24)', () => {
  let t: TestApp;
  beforeAll(async ({ t: fileT }) => {
    t = fileT;
  });

  const OWNERS = 5;
  const ownersOf = async (salonId: number) =>
    (await t.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.salonId, salonId), eq(employees.role, 'owner'), isNotNull(employees.userId)))).length;

  it(`${OWNERS} owners demoting each other at once always leave one owner (three rounds)`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const founder = await signUpAndIn(t.app);
      const others = [];
      for (let i = 1; i < OWNERS; i += 1) others.push(await staffMember(t, founder, 'owner', `Dona ${round}-${i}`));
      const owners = [{ ...founder, employeeId: founder.user.employee_id as number }, ...others];
      const salonId = founder.user.salon.id;
      expect(await ownersOf(salonId)).toBe(OWNERS);
      // Each owner demotes the next one, in a circle: all of them would step down.
      const responses = await Promise.all(
        owners.map((who, i) => actAs(t.app, who).put(`/employees/${owners[(i + 1) % OWNERS].employeeId}`, { employee: { role: 'professional' } })),
      );
      // 403: the caller had already been demoted when its request was authorised.
      for (const response of responses) expect([200, 403, 422], response.body).toContain(response.statusCode);
      const left = await ownersOf(salonId);
      expect(left, `round ${round}: ${responses.map((r) => r.statusCode).join(',')}`).toBeGreaterThanOrEqual(1);
      expect(left).toBe(OWNERS - responses.filter((response) => response.statusCode === 200).length);
      const refused = responses.filter((response) => response.statusCode === 422);
      for (const response of refused) expect(response.json()).toEqual({ role: ['O salão precisa de pelo menos um dono: dê esse papel a outra pessoa antes.'] });
    }
    // Each round signs up a salon and four owners (password hashing included): slow on a busy machine.
  }, 120_000);
});
