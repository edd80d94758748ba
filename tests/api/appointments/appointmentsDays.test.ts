import { describe, expect } from 'vitest';
import { it } from '../support/fixtures';
import { agendaSalon, booked, day, utc } from '../support/agendaHelpers';

/**
 * "A day" is the salon's day (DESIGN.md section 5): midnight in its time zone, not the server's or UTC's.
 * São Paulo is UTC-3, Manaus UTC-4, Fernando de Noronha UTC-2 (none has daylight saving since 2019).
 */
describe('appointments of a day in the salon time zone', () => {
  const zones = [
    ['America/Sao_Paulo', 3],
    ['America/Manaus', 4],
    ['America/Noronha', 2],
  ] as const;

  for (const [zone, hoursBehind] of zones) {
    it(`${zone}: 23:45 belongs to its day, 00:00 to the next, and a booking across midnight to both`, async ({ t }) => {
      const s = await agendaSalon(t.app, zone);
      // Local wall time of 2030-06-10 as UTC epoch seconds.
      const local = (dayOfMonth: number, hour: number, minute = 0) => utc(2030, 6, dayOfMonth, hour + hoursBehind, minute);
      const lastOfDay = await booked(s, { start_at: local(10, 23, 30) });
      const firstOfNext = await booked(s, { start_at: local(11, 0, 0) });
      const previousEvening = await booked(s, { start_at: local(9, 23, 45) });
      const earlyMorning = await booked(s, { start_at: local(10, 0, 15) });

      const ids = async (date: string) => (await day(s, date)).map((a) => a.id);
      expect(await ids('2030-06-10')).toEqual([previousEvening.id, earlyMorning.id, lastOfDay.id]);
      expect(await ids('2030-06-11')).toEqual([firstOfNext.id]);
      expect(await ids('2030-06-09')).toEqual([previousEvening.id]);
      // An ISO time without offset is the salon's wall time.
      const wall = await booked(s, { start_at: '2030-06-12T08:00' });
      expect(wall.start_at).toBe(local(12, 8));
      expect(await ids('2030-06-12')).toEqual([wall.id]);
    });
  }

  it('counts a day that began at 01:00 (São Paulo, 2018-11-04, the last switch to daylight saving) from 01:00', async ({ t }) => {
    const s = await agendaSalon(t.app, 'America/Sao_Paulo');
    // 02:59 UTC was 23:59 of the 3rd (UTC-3); 03:00 UTC was already 01:00 of the 4th (UTC-2).
    const lastOfThird = await booked(s, { start_at: utc(2018, 11, 4, 2, 29) });
    const firstOfFourth = await booked(s, { start_at: utc(2018, 11, 4, 3, 0) });
    expect((await day(s, '2018-11-03')).map((a) => a.id)).toEqual([lastOfThird.id]);
    expect((await day(s, '2018-11-04')).map((a) => a.id)).toEqual([firstOfFourth.id]);
    // And a wall time of that day reads with its own offset (-02:00).
    expect((await booked(s, { start_at: '2018-11-04T10:00' })).start_at).toBe(utc(2018, 11, 4, 12));
  });
});
