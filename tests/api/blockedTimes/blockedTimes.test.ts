import { describe, expect } from 'vitest';
import { beforeAll, it } from '../support/fixtures';
import type { BlockedTimeWire } from '../../../server/contract/blockedTimes';
import { block, blocked, book, booked, recordChanges, utc, type AgendaSalon } from '../support/agendaHelpers';
import { json } from '../support/harness';
import { expectStatus } from '../support/salonHelpers';

const TAKEN = { errors: { start_at: ['Este profissional já tem um agendamento neste horário'] } };

/** Blocked times: rows of the professional's calendar under the same no-overlap constraint as bookings. */
const BLOCKED = { errors: { start_at: ['Este horário está bloqueado na agenda deste profissional'] } };

describe('blocked times', () => {
  let s: AgendaSalon;
  beforeAll(async ({ agenda: fileAgenda }) => {
    s = fileAgenda;
  });

  const blocksOf = async (search: string) =>
    json<BlockedTimeWire[]>(expectStatus(await s.as.get(`/salons/:salonId/blocked_times?${search}`), 200));

  it('blocks a lunch hour: listed for its day, refusing bookings over it but not beside it', async () => {
    // 12:00-13:00 in São Paulo is 15:00-16:00 UTC.
    const [lunch] = await blocked(s, { start_at: '2030-08-05T12:00:00-03:00', reason: '  Almoço ' });
    expect(lunch).toEqual({ id: expect.any(Number), employee_id: s.employeeId, start_at: utc(2030, 8, 5, 15), duration: 3600, reason: 'Almoço', series_id: null });
    expect(await blocksOf('day=2030-08-05')).toEqual([lunch]);
    expect(await blocksOf(`day=2030-08-05&employee_id=${s.employeeId + 1000}`)).toEqual([]);
    // Over the lunch, the refusal says the time is blocked (not that someone booked it).
    expect(json(expectStatus(await book(s, { start_at: utc(2030, 8, 5, 15, 30) }), 409))).toMatchObject(BLOCKED);
    const before = await booked(s, { start_at: utc(2030, 8, 5, 14, 30) });
    const after = await booked(s, { start_at: utc(2030, 8, 5, 16) });
    // A move says the same; a move onto another booking says that one is booked.
    expect(json(expectStatus(await s.as.put(`/appointments/${before.id}`, { appointment: { start_at: utc(2030, 8, 5, 15) } }), 409))).toMatchObject(BLOCKED);
    expect(json(expectStatus(await s.as.put(`/appointments/${before.id}`, { appointment: { start_at: utc(2030, 8, 5, 16) } }), 409))).toMatchObject(TAKEN);
    expect(after.id).not.toBe(before.id);
    // The agenda's booking list keeps to bookings.
    expect(json<unknown[]>(await s.as.get('/salons/:salonId/appointments?day=2030-08-05'))).toHaveLength(2);
  });

  it('refuses a block over a booking or another block, naming when, and saves nothing', async () => {
    await booked(s, { start_at: utc(2030, 8, 6, 13) });
    const overBooking = await block(s, { start_at: utc(2030, 8, 6, 12, 30) });
    expect([overBooking.statusCode, json(overBooking)]).toEqual([
      409,
      { errors: { start_at: ['Este profissional já tem um agendamento ou bloqueio neste horário (06/08/2030, 10:00)'] } },
    ]);
    await blocked(s, { start_at: utc(2030, 8, 6, 17), duration: 7200, reason: 'Curso' });
    expectStatus(await block(s, { start_at: utc(2030, 8, 6, 18) }), 409);
    expect((await blocksOf('day=2030-08-06')).map((b) => b.reason)).toEqual(['Curso']);
  });

  it('repeats weekly until a date as its occurrences, all or none, and deletes one or the rest of the series', async ({ t }) => {
    const { changes, stop } = recordChanges(t.app, s.as.salonId);
    // Tuesdays 12:00-13:00 from September 3rd to the 24th (4 occurrences); the 1st of October is past the end.
    const series = await blocked(s, { start_at: '2030-09-03T12:00', repeat_weekly_until: '2030-09-30' });
    expect(series.map((b) => b.start_at)).toEqual([3, 10, 17, 24].map((d) => utc(2030, 9, d, 15)));
    expect(new Set(series.map((b) => b.series_id)).size).toBe(1);
    expect(series[0].series_id).toMatch(/^[0-9a-f-]{36}$/);
    const month = await blocksOf('start=2030-09-01&end=2030-10-05');
    expect(month.map((b) => b.id)).toEqual(series.map((b) => b.id));
    // A booking on the 17th collides with that occurrence.
    expectStatus(await book(s, { start_at: utc(2030, 9, 17, 15) }), 409);

    // A repeat over an existing booking is refused whole.
    await booked(s, { start_at: utc(2030, 10, 15, 15) });
    const clash = await block(s, { start_at: utc(2030, 10, 1, 15), repeat_weekly_until: '2030-10-31' });
    expect([clash.statusCode, json(clash)]).toEqual([409, { errors: { start_at: [expect.stringContaining('15/10/2030, 12:00')] } }]);
    expect(await blocksOf('start=2030-10-01&end=2030-10-31')).toEqual([]);

    expectStatus(await s.as.del(`/blocked_times/${series[0].id}`), 204);
    expect((await blocksOf('start=2030-09-01&end=2030-09-30')).map((b) => b.id)).toEqual(series.slice(1).map((b) => b.id));
    expectStatus(await s.as.del(`/blocked_times/${series[2].id}?series=true`), 204);
    expect((await blocksOf('start=2030-09-01&end=2030-09-30')).map((b) => b.id)).toEqual([series[1].id]);
    expectStatus(await s.as.del(`/blocked_times/${series[2].id}`), 404);
    stop();
    const created = changes.filter((c) => c.action === 'created').map((c) => c.id);
    const deleted = changes.filter((c) => c.action === 'deleted').map((c) => c.id);
    expect(created).toEqual(expect.arrayContaining(series.map((b) => b.id)));
    expect(deleted.sort()).toEqual([series[0].id, series[2].id, series[3].id].sort());
    expect(changes.every((c) => c.entity === 'blocked_time' || c.entity === 'appointment')).toBe(true);
  });

  it('refuses a bad block with a clear message under each field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ reason: '   ' }, 'reason', 'Este campo é obrigatório'],
      [{ duration: 86700 }, 'duration', 'Escolha uma duração de 5 minutos a 24 horas, em passos de 5 minutos'],
      [{ start_at: 'sexta' }, 'start_at', 'Data e hora inválidas'],
      [{ repeat_weekly_until: '2030-02-30' }, 'repeat_weekly_until', 'Data inválida. Use AAAA-MM-DD'],
      [{ repeat_weekly_until: '2030-11-01' }, 'repeat_weekly_until', 'A repetição deve terminar no dia do bloqueio ou depois'],
      [{ repeat_weekly_until: '2032-01-01' }, 'repeat_weekly_until', 'A repetição pode ir até no máximo um ano depois do primeiro dia'],
      [{ employee_id: 'eu' }, 'employee', 'Digite um número'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await block(s, { start_at: utc(2030, 11, 5, 15), ...fields });
      expect([fields, response.statusCode, json(response)]).toEqual([fields, 422, { [field]: [message] }]);
    }
    // A whole day off is one block of 24 hours.
    const [dayOff] = await blocked(s, { start_at: '2030-11-05T00:00', duration: 86400, reason: 'Folga' });
    expect(dayOff.duration).toBe(86400);
    expect((await blocksOf('day=2030-11-04')).length + (await blocksOf('day=2030-11-06')).length).toBe(0);
  });
});
