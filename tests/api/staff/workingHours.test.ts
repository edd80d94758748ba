import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { EmployeeWire } from '../../../server/contract/employees';
import { booked, hire, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

const NINE_TO_SEVEN = [{ start: '09:00', end: '19:00' }];
const SALON_DEFAULT = [null, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN, NINE_TO_SEVEN];
// Tuesday to Saturday, with a lunch break on Saturdays; Sunday and Monday off.
const OWN_HOURS = [
  null,
  null,
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '20:00' }],
  [{ start: '10:00', end: '22:00' }],
  [{ start: '08:00', end: '12:00' }, { start: '13:00', end: '24:00' }],
];

/** Working hours per professional and weekday: stored with the professional, shown on the agenda, never a refusal. */
describe('working hours of a professional', () => {
  let s: AgendaSalon;
  beforeAll(async ({ agenda: fileAgenda }) => {
    s = fileAgenda;
  });

  const employee = async (id: number) => json<EmployeeWire[]>(await s.as.get('/salons/:salonId/employees')).find((e) => e.id === id);

  it("are the salon's default (9:00-19:00, Monday to Saturday) until set, on the owner and on a new professional", async () => {
    expect((await employee(s.employeeId))?.working_hours).toEqual(SALON_DEFAULT);
    expect((await employee(await hire(s.as, 'Bia')))?.working_hours).toEqual(SALON_DEFAULT);
  });

  it('round-trip through create and update, and null goes back to the default', async () => {
    const id = await hire(s.as, 'Caio', { working_hours: OWN_HOURS });
    expect((await employee(id))?.working_hours).toEqual(OWN_HOURS);
    const changed = [...OWN_HOURS.slice(0, 6), null];
    const updated = json<EmployeeWire>(expectStatus(await s.as.put(`/employees/${id}`, { employee: { working_hours: changed } }), 200));
    expect(updated.working_hours).toEqual(changed);
    // An update without working_hours keeps them; an empty day is a day off.
    expectStatus(await s.as.put(`/employees/${id}`, { employee: { name: 'Caio Souza' } }), 200);
    expect((await employee(id))?.working_hours).toEqual(changed);
    const emptyMonday = [null, [], ...OWN_HOURS.slice(2)];
    expect(json<EmployeeWire>(await s.as.put(`/employees/${id}`, { employee: { working_hours: emptyMonday } })).working_hours).toEqual([null, null, ...OWN_HOURS.slice(2)]);
    expect(json<EmployeeWire>(await s.as.put(`/employees/${id}`, { employee: { working_hours: null } })).working_hours).toEqual(SALON_DEFAULT);
  });

  it('refuses malformed hours with one clear message, changing nothing', async () => {
    const id = await hire(s.as, 'Duda', { working_hours: OWN_HOURS });
    const bad = [
      OWN_HOURS.slice(0, 6),
      [...OWN_HOURS.slice(0, 6), [{ start: '9:00', end: '19:00' }]],
      [...OWN_HOURS.slice(0, 6), [{ start: '19:00', end: '09:00' }]],
      [...OWN_HOURS.slice(0, 6), [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '19:00' }]],
      [...OWN_HOURS.slice(0, 6), [{ start: '24:30', end: '25:00' }]],
      [...OWN_HOURS.slice(0, 6), 'todo dia'],
      'sempre',
    ];
    for (const hours of bad) {
      const response = await s.as.put(`/employees/${id}`, { employee: { working_hours: hours } });
      expect([response.statusCode, json(response)]).toEqual([422, { working_hours: ['Horário de trabalho inválido: use HH:MM, cada início antes do fim, sem sobreposição'] }]);
    }
    expect((await employee(id))?.working_hours).toEqual(OWN_HOURS);
  });

  it('never refuse a booking outside them (a Sunday, a day off)', async () => {
    const id = await hire(s.as, 'Eva', { working_hours: [null, null, null, null, null, null, null] });
    const sunday = await booked(s, { employee_id: id, start_at: utc(2030, 9, 1, 23) });
    expect(sunday.employee_id).toBe(id);
  });
});
