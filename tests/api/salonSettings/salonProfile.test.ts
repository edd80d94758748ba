import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { SalonSettingsWire } from '../../../server/contract/salonSettings';
import { booked, day, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json, type TestApp } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

describe("the salon's profile (/salons/{id}/settings)", () => {
  let t: TestApp;
  let s: AgendaSalon;
  beforeAll(async ({ t: fileT, agenda: fileAgenda }) => {
    t = fileT;
    s = fileAgenda;
  });

  const read = async (who = s.as) => json<SalonSettingsWire>(expectStatus(await who.get('/salons/:salonId/settings'), 200));
  const patch = (payload: unknown, who = s.as, lang = 'pt-BR') =>
    t.app.inject({ method: 'PATCH', url: `/v1/salons/${who.salonId}/settings`, headers: { ...who.headers, 'accept-language': lang }, payload: payload as object });

  it('reads the name from sign-up and nothing else filled in', async () => {
    expect(await read()).toEqual({
      name: expect.any(String),
      phone: null,
      email: null,
      address: null,
      neighborhood: null,
      zip_code: null,
      city: null,
      state: null,
      allow_negative_stock: false,
      professionals_see_all: false,
      price_change_front_desk: false,
      price_change_professional: false,
      price_change_max_percent: 10,
      any_service_allowed: false,
      front_desk_cancels_sales: true,
      cash_sales_need_drawer: false,
      pix_by_provider: false,
      pix_key: null,
      pix_key_type: null,
      pix_receiver_name: null,
      pix_receiver_city: null,
      card_fees: { debit_card: 0, credit_card: Array.from({ length: 12 }, () => 0), pix: 0 },
      commission_net_of_fees: false,
      commission_net_of_cost: false,
      reminders_enabled: true,
      reminder_hours: 24,
      time_zone: 'America/Sao_Paulo',
      working_hours: [null, ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '19:00' }])],
      plan_id: expect.any(Number),
      trial_ends_at: expect.any(Number),
      subscribed_until: null,
      grace_until: null,
    });
    // Sign-up starts a 30-day trial.
    const { trial_ends_at } = await read();
    expect(Math.abs(trial_ends_at - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(120);
  });

  it('saves the name, contact and address, normalised, and clears a field sent empty', async ({ as: stranger }) => {
    const saved = json<SalonSettingsWire>(
      expectStatus(
        await patch({
          salon: {
            name: '  Barbearia do Zé  ',
            phone: '(11) 3456-7890',
            email: 'Contato@BarbeariaDoZe.com.br',
            address: 'Rua Augusta, 1500',
            neighborhood: 'Consolação',
            zip_code: '01304001',
            city: 'São Paulo',
            state: 'sp',
          },
        }),
        200,
      ),
    );
    const expected = {
      name: 'Barbearia do Zé',
      phone: '(11) 3456-7890',
      email: 'contato@barbeariadoze.com.br',
      address: 'Rua Augusta, 1500',
      neighborhood: 'Consolação',
      zip_code: '01304-001',
      city: 'São Paulo',
      state: 'SP',
    };
    expect(saved).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);
    // The session's salon name follows (the top bar reads it after a reload).
    const session = json<{ data: { salon: { name: string } } }>(await t.app.inject({ method: 'GET', url: '/v1/auth/validate_token', headers: s.as.headers }));
    expect(session.data.salon.name).toBe('Barbearia do Zé');

    expect(json(expectStatus(await patch({ phone: '', neighborhood: null }), 200))).toMatchObject({ phone: null, neighborhood: null, city: 'São Paulo' });
    // Another salon is untouched.
    expect(await read(stranger)).toMatchObject({ phone: null, city: null });
  });

  it('moves the days to a new time zone: the same booking belongs to another day in Noronha than in Manaus', async () => {
    // 23:30 in São Paulo on March 15th is 02:30 on the 16th in Noronha... and 22:30 on the 15th in Manaus.
    const late = await booked(s, { start_at: utc(2030, 3, 16, 2, 30) });
    expect(json(expectStatus(await patch({ time_zone: 'America/Noronha' }), 200))).toMatchObject({ time_zone: 'America/Noronha' });
    expect((await day(s, '2030-03-15')).map((a) => a.id)).not.toContain(late.id);
    expect(json(expectStatus(await patch({ time_zone: 'America/Manaus' }), 200))).toMatchObject({ time_zone: 'America/Manaus' });
    expect((await day(s, '2030-03-15')).map((a) => a.id)).toContain(late.id);
    expectStatus(await patch({ time_zone: 'America/Sao_Paulo' }), 200);
  });

  it('refuses bad fields with a message under each, in Portuguese and English, and changes nothing', async () => {
    const before = await read();
    const refused = await patch({ name: '   ', phone: '123', email: 'sem-arroba', zip_code: '0130', state: 'XX', time_zone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toEqual({
      name: [expect.any(String)],
      phone: [expect.any(String)],
      email: [expect.any(String)],
      zip_code: ['CEP inválido. Use 00000-000'],
      state: ['Escolha um estado válido, como SP ou RJ'],
      time_zone: ['Escolha um fuso horário da lista'],
    });
    expect(json(await patch({ time_zone: 'Mars/Olympus' }, s.as, 'en'))).toEqual({ time_zone: ['Choose a time zone from the list'] });
    for (const bad of [{ name: 42 }, { name: '' }, { time_zone: '' }, { city: 'x'.repeat(121) }, { allow_negative_stock: 'sim' }]) {
      expect((await patch(bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await read()).toEqual(before);
  });

  it("sets the salon's default working hours, which professionals without their own work; bad hours are refused", async () => {
    const week = [null, null, ...Array.from({ length: 5 }, () => [{ start: '10:00', end: '14:00' }, { start: '15:00', end: '20:00' }])];
    const saved = json<SalonSettingsWire>(expectStatus(await patch({ salon: { working_hours: week } }), 200));
    expect(saved.working_hours).toEqual(week);
    const staff = json<Array<{ id: number; working_hours: unknown }>>(expectStatus(await s.as.get('/salons/:salonId/employees'), 200));
    expect(staff.find((e) => e.id === s.employeeId)?.working_hours).toEqual(week);
    const overlapping = await patch({ salon: { working_hours: [null, [{ start: '10:00', end: '14:00' }, { start: '13:00', end: '15:00' }], null, null, null, null, null] } });
    expect(overlapping.statusCode).toBe(422);
    expect(Object.keys(json<object>(overlapping))).toEqual(['working_hours']);
    expect((await patch({ salon: { working_hours: [null] } })).statusCode).toBe(422);
    expect((await read()).working_hours).toEqual(week);
  });

  it("answers 403 on another salon's profile and changes nothing there", async ({ as: stranger }) => {
    const before = await read(stranger);
    const path = `/v1/salons/${stranger.salonId}/settings`;
    expect((await t.app.inject({ method: 'GET', url: path, headers: s.as.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: path, headers: s.as.headers, payload: { name: 'Invadido' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: path, payload: { name: 'Invadido' } })).statusCode).toBe(401);
    expect(await read(stranger)).toEqual(before);
  });
});
