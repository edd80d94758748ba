import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { json, signUpAndIn } from '../support/harness';

describe('the API boots on a fresh database', () => {
  it('signs up, signs in and lists the owner as the first professional', async ({ t }) => {
    const { headers, user } = await signUpAndIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/v1/salons/${user.salon.id}/employees`, headers });
    expect(response.statusCode).toBe(200);
    expect(json<Array<{ id: number; name: string }>>(response)).toEqual([
      expect.objectContaining({ id: user.employee_id, name: 'Dona Ana', color: '#ef1554' }),
    ]);
  });
});
