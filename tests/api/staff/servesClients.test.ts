import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { employees } from '../../../server/db/schema/index';
import { json, signUpAndIn } from '../support/harness';
import { actAs, category, client, expectStatus, service, type Actor } from '../support/salonHelpers';

type Employee = { id: number; name: string; role: string; serves_clients: boolean };

/** 'Atende clientes' (issue 25, item 9): the front desk has no column, no bookings and takes no seat of the plan. */
describe("a staff member's 'atende clientes'", () => {
  const hire = (as: Actor, fields: Record<string, unknown>) => as.post('/salons/:salonId/employees', { employee: { agendei_access: false, ...fields } });
  const seatsTaken = async (as: Actor) => json<{ professionals: number }>(expectStatus(await as.get('/salons/:salonId/subscription'), 200)).professionals;

  it('starts off for the front desk and on for others, and a Team salon at 5 seats still hires a receptionist', async ({ t }) => {
    const team = actAs(t.app, await signUpAndIn(t.app, { plan: 2 }));
    for (let i = 1; i <= 4; i++) expect(json<Employee>(expectStatus(await hire(team, { name: `Barbeiro ${i}` }), 201)).serves_clients).toBe(true);
    expect(await seatsTaken(team)).toBe(5);
    const desk = json<Employee>(expectStatus(await hire(team, { name: 'Rita Recepção', role: 'front_desk', agendei_access: true, email: `rita-${Date.now()}@salao.com.br` }), 201));
    expect(desk).toMatchObject({ role: 'front_desk', serves_clients: false });
    expect(await seatsTaken(team)).toBe(5);
    // A sixth member who serves clients is refused; one who does not is not.
    expect(json(expectStatus(await hire(team, { name: 'Sexto' }), 422))).toEqual({ base: ['Seu plano Team permite até 5 profissional(is). Para cadastrar mais, mude de plano em Meu plano.'] });
    expectStatus(await hire(team, { name: 'Caixa', serves_clients: false }), 201);
    // Turning the receptionist on would take a sixth seat.
    const on = await team.put(`/employees/${desk.id}`, { employee: { serves_clients: true } });
    expect(json(expectStatus(on, 422))).toEqual({ base: ['Seu plano Team permite até 5 profissional(is). Para cadastrar mais, mude de plano em Meu plano.'] });
    const [row] = await t.database.db.select({ serves: employees.servesClients }).from(employees).where(and(eq(employees.salonId, team.salonId), eq(employees.id, desk.id)));
    expect(row.serves).toBe(false);
    // A smaller plan counts the same seats: Solo (1) is below 5 serving, whatever the front desk.
    expect(json<Employee[]>(expectStatus(await team.get('/salons/:salonId/employees'), 200)).filter((e) => e.serves_clients)).toHaveLength(5);
  });

  it('refuses a booking or a move for someone who serves no clients, with a message under the professional', async ({ t }) => {
    const owner = actAs(t.app, await signUpAndIn(t.app));
    const hair = await category(owner, 'service', 'Cabelo');
    const corte = await service(owner, hair, { name: 'Corte' });
    const maria = await client(owner, 'Maria');
    const desk = json<Employee>(expectStatus(await hire(owner, { name: 'Rita', role: 'front_desk' }), 201));
    const [own] = json<Employee[]>(expectStatus(await owner.get('/salons/:salonId/employees'), 200)).filter((e) => e.serves_clients);
    const at = Math.floor(Date.UTC(2031, 2, 4, 13) / 1000);
    const refused = await owner.post('/salons/:salonId/appointments', { appointment: { client_id: maria.id, service_id: corte.id, employee_id: desk.id, start_at: at } });
    expect(json(expectStatus(refused, 422))).toEqual({ employee: ['Este membro da equipe não atende clientes: escolha um profissional da agenda'] });
    const english = await t.app.inject({
      method: 'POST',
      url: `/v1/salons/${owner.salonId}/appointments`,
      headers: { ...owner.headers, 'accept-language': 'en' },
      payload: { appointment: { client_id: maria.id, service_id: corte.id, employee_id: desk.id, start_at: at } },
    });
    expect(json(expectStatus(english, 422))).toEqual({ employee: ['This staff member does not serve clients: choose a professional of the agenda'] });
    const booked = json<{ id: number }>(expectStatus(await owner.post('/salons/:salonId/appointments', { appointment: { client_id: maria.id, service_id: corte.id, employee_id: own.id, start_at: at } }), 201));
    const move = await owner.put(`/appointments/${booked.id}`, { appointment: { employee_id: desk.id } });
    expect(json(expectStatus(move, 422))).toEqual({ employee: ['Este membro da equipe não atende clientes: escolha um profissional da agenda'] });
  });

  it('gives the last seat to one of five members switched on at once', async ({ t }) => {
    const team = actAs(t.app, await signUpAndIn(t.app, { plan: 2 }));
    for (let i = 1; i <= 3; i++) expectStatus(await hire(team, { name: `Barbeiro ${i}` }), 201);
    const waiting: Employee[] = [];
    for (let i = 1; i <= 5; i++) waiting.push(json<Employee>(expectStatus(await hire(team, { name: `Apoio ${i}`, serves_clients: false }), 201)));
    const answers = await Promise.all(waiting.map((e) => team.put(`/employees/${e.id}`, { employee: { serves_clients: true } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await seatsTaken(team)).toBe(5);
  });
});
