import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { blocked, booked, hire, utc } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

/** Blocked times share the bookings' table: whatever reads bookings (a client's history, a professional's) skips them. */
describe('blocked times beside client history and professionals', () => {
  it("leave a client's history and statistics as they were", async ({ agenda: s }) => {
    const visit = await booked(s, { start_at: utc(2030, 10, 7, 13) });
    await blocked(s, { start_at: utc(2030, 10, 7, 15), repeat_weekly_until: '2030-11-30' });
    const history = json<Array<{ id: number }>>(expectStatus(await s.as.get(`/clients/${s.clientId}/appointments`), 200));
    expect(history.map((a) => a.id)).toEqual([visit.id]);
    expect(json(await s.as.get(`/clients/${s.clientId}/statistics`))).toMatchObject({ appointments_total: 1, new_count: 1, prospection: 4500 });
  });

  it('go with a professional who has no bookings; one with bookings still cannot be deleted', async ({ agenda: s }) => {
    const lunchOnly = await hire(s.as, 'Fabi');
    const blocks = await blocked(s, { employee_id: lunchOnly, start_at: utc(2030, 10, 8, 15), repeat_weekly_until: '2030-10-31' });
    expect(blocks).toHaveLength(4);
    expectStatus(await s.as.del(`/employees/${lunchOnly}`), 204);
    const left = json<Array<{ employee_id: number }>>(await s.as.get('/salons/:salonId/blocked_times?start=2030-10-01&end=2030-10-31'));
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((b) => b.employee_id === lunchOnly)).toEqual([]);
    expectStatus(await s.as.del(`/blocked_times/${blocks[0].id}`), 404);

    const busy = await hire(s.as, 'Gil');
    await booked(s, { employee_id: busy, start_at: utc(2030, 10, 9, 13) });
    await blocked(s, { employee_id: busy, start_at: utc(2030, 10, 9, 15) });
    expect(json(expectStatus(await s.as.del(`/employees/${busy}`), 422))).toEqual({
      base: ['Este profissional tem agendamentos ou vendas e não pode ser excluído. Desligue o acesso dele em vez disso.'],
    });
  });
});
