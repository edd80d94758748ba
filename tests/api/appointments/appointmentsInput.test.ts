import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import { book, day, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json } from '../support/harness';

/** Bad input never answers 5xx (DESIGN.md section 5): a 422 that names the field and says what is wrong. */
describe('appointments with bad input', () => {
  let s: AgendaSalon;
  beforeAll(async ({ agenda: fileAgenda }) => {
    s = fileAgenda;
  });

  const query = async (search: string) => {
    const response = await s.as.get(`/salons/:salonId/appointments?${search}`);
    return [response.statusCode, json(response)];
  };

  it('refuses a missing, malformed or impossible day, and a range reversed or longer than 42 days', async () => {
    expect(await query('')).toEqual([422, { day: ['Informe o dia (day) ou o período (start e end), não os dois'] }]);
    expect(await query('day=2030-07-01&start=2030-07-01&end=2030-07-02')).toEqual([422, { day: [expect.stringContaining('não os dois')] }]);
    for (const bad of ['2030-02-30', '2030-13-01', '30-07-01', 'amanhã', '0000-01-01', '2030-07-01T10:00']) {
      expect(await query(`day=${encodeURIComponent(bad)}`)).toEqual([422, { day: ['Data inválida. Use AAAA-MM-DD'] }]);
    }
    expect(await query('start=2030-07-01')).toEqual([422, { end: ['Este campo é obrigatório'] }]);
    expect(await query('start=2030-07-08&end=2030-07-01')).toEqual([422, { end: ['O fim do período deve ser igual ou depois do início'] }]);
    expect(await query('start=2030-07-01&end=2030-08-12')).toEqual([422, { end: ['Período longo demais (no máximo 42 dias)'] }]);
    expect((await query('start=2030-07-01&end=2030-08-11'))[0]).toBe(200);
    expect(await query('day=2030-07-01&employee_id=abc')).toEqual([422, { employee_id: ['Digite um número'] }]);
    expect(await query('day=2030-07-01&employee_id=99999999999')).toEqual([422, { employee_id: ['Valor fora do permitido'] }]);
  });

  it('names each bad field of a booking: missing ids, wrong types, bad times, durations, prices and statuses', async () => {
    const missing = await s.as.post('/salons/:salonId/appointments', { appointment: { notes: 'x' } });
    expect([missing.statusCode, json(missing)]).toEqual([
      422,
      { client: ['Este campo é obrigatório'], service: ['Este campo é obrigatório'], employee: ['Este campo é obrigatório'], start_at: ['Este campo é obrigatório'] },
    ]);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ start_at: '2030-02-30T10:00:00Z' }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: 'amanhã às 10' }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: '2030-07-01T25:00' }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: 1e15 }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: -5 }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: '99999999999' }, 'start_at', 'Data e hora inválidas'],
      [{ start_at: 'x'.repeat(5000) }, 'start_at', 'Data e hora inválidas'],
      [{ duration: 17 }, 'duration', 'Escolha uma duração de 5 minutos a 5 horas, em passos de 5 minutos'],
      [{ duration: 86400 }, 'duration', 'Escolha uma duração de 5 minutos a 5 horas, em passos de 5 minutos'],
      [{ price: -1 }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
      [{ price: '45,00' }, 'price', 'Digite um valor de R$ 0,00 a R$ 1.000.000,00'],
      [{ status: 'done' }, 'status', 'Escolha um status válido: Agendado, Em atendimento, Finalizado, Não compareceu ou Cancelado'],
      [{ client_id: 'um' }, 'client', 'Digite um número'],
      [{ client_id: 2 ** 40 }, 'client', 'Valor fora do permitido'],
      [{ client_id: 999999 }, 'client', 'Escolha um cliente deste salão'],
      [{ service_id: 999999 }, 'service', 'Escolha um serviço deste salão'],
      [{ employee_id: 999999 }, 'employee', 'Escolha um profissional deste salão'],
      [{ notes: 'a\u0000b' }, 'notes', 'Valor inválido'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await book(s, { start_at: utc(2030, 7, 2, 13), ...fields });
      expect([JSON.stringify(fields).slice(0, 60), response.statusCode, json(response)]).toEqual([JSON.stringify(fields).slice(0, 60), 422, { [field]: [message] }]);
    }
    const notJson = await s.as.post('/salons/:salonId/appointments', 'not json');
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await day(s, '2030-07-02')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id, and 422 for a bad update, without changing anything', async () => {
    const created = json<{ id: number }>(await book(s, { start_at: utc(2030, 7, 3, 13) }));
    expect((await s.as.put('/appointments/999999', { appointment: { status: 'started' } })).statusCode).toBe(404);
    expect((await s.as.del('/appointments/999999')).statusCode).toBe(404);
    expect((await s.as.put('/appointments/0x10', { appointment: { status: 'started' } })).statusCode).toBe(422);
    expect((await s.as.del('/appointments/99999999999999')).statusCode).toBe(422);
    const badTime = await s.as.put(`/appointments/${created.id}`, { appointment: { start_at: 'ontem', client_id: 999999 } });
    expect([badTime.statusCode, json(badTime)]).toEqual([422, { start_at: ['Data e hora inválidas'], client: ['Escolha um cliente deste salão'] }]);
    expect((await s.as.put(`/appointments/${created.id}`, { appointment: { duration: 0 } })).statusCode).toBe(422);
    expect((await day(s, '2030-07-03')).map((a) => [a.id, a.start_at, a.duration, a.status])).toEqual([[created.id, utc(2030, 7, 3, 13), 1800, 'new']]);
  });
});
