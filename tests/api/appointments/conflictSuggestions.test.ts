import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { employees } from '../../../server/db/schema/index';
import { agendaSalon, block, book, booked, hire, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { signedInAs, staffMember } from '../support/roleHelpers';
import { actAs, category, expectStatus, service } from '../support/salonHelpers';

/** Epoch seconds of a wall time in Manaus (UTC-4 all year): the salon's zone here, not the server's nor São Paulo's. */
const manaus = (month: number, day: number, hour: number, minute = 0) => utc(2030, month, day, hour + 4, minute);

interface Refusal {
  errors: Record<string, string[]>;
  suggestions: { next_start: number | null; free_employees: Array<{ id: number; name: string }> };
}

/**
 * Issue 25 item 6: a booking refused for its slot (409) says what is free instead: the professional's next free
 * start that fits (working hours, 15-minute step, around bookings and blocked times, in the salon's zone) and the
 * other professionals free then who serve clients and do the service. The old `errors` body stays as it was.
 */
describe('the 409 of a taken slot suggests what is free', () => {
  let s: AgendaSalon;
  let bruno: number;
  let carla: number;
  let eva: number;
  beforeAll(async ({ t }) => {
    s = await agendaSalon(t.app, 'America/Manaus');
    const nails = (await service(s.as, await category(s.as, 'service', 'Unhas'), { name: 'Manicure', duration: 1800, price: 3000 })).id;
    bruno = await hire(s.as, 'Bruno');
    carla = await hire(s.as, 'Carla', { service_ids: [s.serviceId] });
    await hire(s.as, 'Dani', { service_ids: [nails] });
    eva = await hire(s.as, 'Eva');
    const desk = await hire(s.as, 'Fábio Recepção');
    // The front desk serves no clients ('atende clientes' off): never offered.
    await t.database.db.update(employees).set({ servesClients: false }).where(and(eq(employees.salonId, s.as.salonId), eq(employees.id, desk)));
    // Monday 2030-05-06 in Manaus: the owner 10:00-11:00, lunch blocked 11:00-12:00, 12:00-12:30 booked; Eva 10:00-11:00.
    await booked(s, { start_at: manaus(5, 6, 10), duration: 3600 });
    expectStatus(await block(s, { start_at: manaus(5, 6, 11), duration: 3600 }), 201);
    await booked(s, { start_at: manaus(5, 6, 12) });
    await booked(s, { start_at: manaus(5, 6, 10), duration: 3600, employee_id: eva });
  });

  it('names the next free start after the booking and the blocked lunch, and who else is free and does the service', async () => {
    const refusal = json<Refusal>(expectStatus(await book(s, { start_at: manaus(5, 6, 10, 30) }), 409));
    expect(refusal.errors).toEqual({ start_at: ['Este profissional já tem um agendamento neste horário'] });
    // 12:30, not 11:00 (the lunch block) nor 12:00 (booked): in Manaus time.
    expect(refusal.suggestions.next_start).toBe(manaus(5, 6, 12, 30));
    // Not Dani (no Corte), Eva (busy), the front desk (serves no clients) nor the owner herself.
    expect(refusal.suggestions.free_employees).toEqual([{ id: bruno, name: 'Bruno' }, { id: carla, name: 'Carla' }]);
  });

  it("fits the service's duration: a 2-hour service waits for a 2-hour gap", async () => {
    await booked(s, { start_at: manaus(5, 6, 14) });
    const refusal = json<Refusal>(expectStatus(await book(s, { start_at: manaus(5, 6, 10, 30), duration: 7200 }), 409));
    // 12:30-14:00 is too short; 14:30 onwards is free until 19:00.
    expect(refusal.suggestions.next_start).toBe(manaus(5, 6, 14, 30));
  });

  it('goes on to the next working day (Saturday evening full: Monday 09:00, Sunday is a day off)', async () => {
    await booked(s, { start_at: manaus(5, 11, 18), duration: 3600 });
    const refusal = json<Refusal>(expectStatus(await book(s, { start_at: manaus(5, 11, 18, 15) }), 409));
    expect(refusal.suggestions.next_start).toBe(manaus(5, 13, 9));
  });

  it('on a move, the moved booking is not in its own way', async () => {
    const late = await booked(s, { start_at: manaus(5, 6, 16) });
    const refusal = json<Refusal>(expectStatus(await s.as.put(`/appointments/${late.id}`, { appointment: { start_at: manaus(5, 6, 10, 15) } }), 409));
    expect(refusal.suggestions.next_start).toBe(manaus(5, 6, 12, 30));
    expect(refusal.suggestions.free_employees.map((e) => e.name)).toEqual(['Bruno', 'Carla']);
  });

  it('offers a professional who books only in their own column no one else', async ({ t }) => {
    const pro = await staffMember(t, await signedInAs(s.as), 'professional', 'Gil');
    const gil = { ...s, as: actAs(t.app, pro), employeeId: pro.employeeId };
    await booked(gil, { start_at: manaus(5, 7, 9) });
    const refusal = json<Refusal>(expectStatus(await book(gil, { start_at: manaus(5, 7, 9) }), 409));
    expect(refusal.suggestions).toEqual({ next_start: manaus(5, 7, 9, 30), free_employees: [] });
  });
});
