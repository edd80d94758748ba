import { describe, expect, it } from 'vitest';
import type { WorkingDay } from '../../../server/contract/constants';
import { availability, type AvailabilityAsk, type BookableProfessional, type Busy } from '../../../server/services/availability';
import { instantOf, parseDate, wallTimeAt } from '../../../server/services/zonedTime';

/**
 * The online booking's free times (issue 28, item 4), computed in the salon's zone: working hours minus bookings,
 * blocks and buffers, the notice and the horizon, the services each professional does, several services one
 * after the other; right on the days the clocks change (Lisbon) and in the zones that never change them.
 */
const SP = 'America/Sao_Paulo';
const MINUTE = 60_000;
const every = (start: string, end: string): WorkingDay[] => Array.from({ length: 7 }, () => [{ start, end }]);
const date = (text: string) => parseDate(text)!;
const at = (day: string, clock: string, zone = SP) => {
  const [hour, minute] = clock.split(':').map(Number);
  return instantOf({ ...date(day), hour, minute, second: 0 }, zone);
};
const clock = (instant: number, zone = SP) => {
  const wall = wallTimeAt(instant, zone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
};
const person = (id: number, serviceIds: number[] = [], workingHours: WorkingDay[] | null = null): BookableProfessional => ({ id, workingHours, serviceIds: new Set(serviceIds) });

// 2026-12-07 is a Monday: the default hours (9:00 to 19:00, Monday to Saturday) apply.
const MONDAY = '2026-12-07';
const ask = (over: Partial<AvailabilityAsk> = {}): AvailabilityAsk => ({
  timeZone: SP,
  salonHours: null,
  services: [{ serviceId: 1, duration: 3600, bufferAfter: 0 }],
  professionals: [person(7)],
  busy: new Map(),
  from: date(MONDAY),
  days: 1,
  now: at('2026-12-01', '12:00'),
  minNoticeMs: 120 * MINUTE,
  horizonDays: 30,
  stepMinutes: 15,
  ...over,
});
const startsOn = (result: ReturnType<typeof availability>, zone = SP, day = 0) => result[day].times.map((time) => clock(time.start, zone));

describe('online booking availability', () => {
  it('offers every quarter hour at which the service ends by closing time', () => {
    const starts = startsOn(availability(ask()));
    expect(starts[0]).toBe('09:00');
    expect(starts.at(-1)).toBe('18:00');
    expect(starts).toHaveLength(37);
    expect(availability(ask({ stepMinutes: 30 }))[0].times.map((t) => clock(t.start))).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00'],
    );
    // Sunday: the salon is closed by default.
    expect(availability(ask({ from: date('2026-12-06') }))[0].times).toEqual([]);
  });

  it('leaves out what a booking or a block holds, and the buffer after the service', () => {
    const busy = new Map<number, Busy[]>([[7, [[at(MONDAY, '10:00'), at(MONDAY, '11:00')]]]]);
    const plain = startsOn(availability(ask({ busy })));
    expect(plain.slice(0, 3)).toEqual(['09:00', '11:00', '11:15']);
    // A 15-minute buffer after a one-hour service: 9:00 would end at 10:00 and clean until 10:15.
    const buffered = startsOn(availability(ask({ busy, services: [{ serviceId: 1, duration: 3600, bufferAfter: 900 }] })));
    expect(buffered[0]).toBe('11:00');
    expect(buffered.at(-1)).toBe('18:00');
  });

  it('keeps to the minimum notice and the horizon', () => {
    const now = at(MONDAY, '09:20');
    expect(startsOn(availability(ask({ now })))[0]).toBe('11:30');
    const week = availability(ask({ now: at(MONDAY, '08:00'), from: date(MONDAY), days: 5, horizonDays: 2 }));
    expect(week.map((day) => day.times.length > 0)).toEqual([true, true, true, false, false]);
  });

  it('never offers a service the professional does not do', () => {
    expect(availability(ask({ professionals: [person(7, [2])] }))[0].times).toEqual([]);
    expect(availability(ask({ professionals: [person(7, [1, 2])] }))[0].times).toHaveLength(37);
    const anyone = availability(ask({ professionals: [person(7, [2]), person(8, [1])] }));
    expect(anyone[0].times.every((time) => time.pieces[0].employeeIds.join() === '8')).toBe(true);
  });

  it('fits several services one after the other, by one professional or by whoever is free for each', () => {
    const services = [
      { serviceId: 1, duration: 1800, bufferAfter: 900 },
      { serviceId: 2, duration: 1800, bufferAfter: 0 },
    ];
    // One professional does both: no buffer between her own pieces, so 9:00-9:30 and 9:30-10:00 fit before 10:00.
    const busy = new Map<number, Busy[]>([[7, [[at(MONDAY, '10:00'), at(MONDAY, '11:00')]]]]);
    const alone = availability(ask({ services, busy }))[0].times;
    expect(alone[0].pieces.map((p) => [clock(p.start), p.employeeIds])).toEqual([['09:00', [7]], ['09:30', [7]]]);
    expect(alone.map((t) => clock(t.start))).not.toContain('09:15');
    // 7 does only the first, 8 only the second: 7 leaves after hers, so her buffer must be free too.
    const pair = [person(7, [1]), person(8, [2])];
    const busySeven = new Map<number, Busy[]>([[7, [[at(MONDAY, '09:40'), at(MONDAY, '10:00')]]]]);
    const split = availability(ask({ services, professionals: pair, busy: busySeven }))[0].times;
    expect(split.map((t) => clock(t.start))).not.toContain('09:00');
    const first = split.find((t) => clock(t.start) === '10:00')!;
    expect(first.pieces.map((p) => [clock(p.start), p.employeeIds])).toEqual([['10:00', [7]], ['10:30', [8]]]);
    // 8 is busy when the second piece would be done: the time is not offered.
    const busyEight = new Map<number, Busy[]>([[8, [[at(MONDAY, '10:30'), at(MONDAY, '11:00')]]]]);
    expect(availability(ask({ services, professionals: pair, busy: busyEight }))[0].times.map((t) => clock(t.start))).not.toContain('10:00');
    // A professional who does not do the second service cannot be chosen for the whole visit.
    expect(availability(ask({ services, professionals: [person(7, [1])] }))[0].times).toEqual([]);
  });

  it('keeps the salon’s clock on the days Lisbon changes its clocks', () => {
    const lisbon = 'Europe/Lisbon';
    const hours = every('09:00', '19:00');
    const on = (day: string) => availability(ask({ timeZone: lisbon, salonHours: hours, from: date(day), now: at('2026-03-01', '12:00', lisbon), horizonDays: 300 }))[0];
    // The last Sunday of March (23 hours) and of October (25 hours): 9:00 is 9:00 on the salon's clock.
    for (const [day, nineUtc] of [['2026-03-28', '09:00'], ['2026-03-29', '08:00'], ['2026-10-25', '09:00'], ['2026-10-24', '08:00']]) {
      const times = on(day).times;
      expect({ day, first: clock(times[0].start, lisbon), last: clock(times.at(-1)!.start, lisbon), count: times.length }).toEqual({ day, first: '09:00', last: '18:00', count: 37 });
      expect(new Date(times[0].start).toISOString().slice(11, 16)).toBe(nineUtc);
    }
    // Open at night across the change: 1:00-1:45 never happen in March; in October they happen twice, offered once.
    const night = every('00:00', '04:00');
    const nightOf = (day: string) => availability(ask({ timeZone: lisbon, salonHours: night, from: date(day), now: at('2026-03-01', '12:00', lisbon), horizonDays: 300 }))[0].times;
    const march = nightOf('2026-03-29').map((t) => clock(t.start, lisbon));
    expect(march.slice(0, 6)).toEqual(['00:00', '00:15', '00:30', '00:45', '02:00', '02:15']);
    expect(march.at(-1)).toBe('03:00');
    expect(march).toHaveLength(9);
    const october = nightOf('2026-10-25');
    expect(new Set(october.map((t) => t.start)).size).toBe(october.length);
    expect(october.map((t) => clock(t.start, lisbon)).filter((c) => c === '01:00')).toHaveLength(1);
    // Five hours of real time that night: 00:00 to 03:00 on the clock, each once.
    expect(october).toHaveLength(13);
  });

  it('is right in the zones without daylight saving (Manaus, Noronha)', () => {
    for (const [zone, nineUtc] of [['America/Manaus', '13:00'], ['America/Noronha', '11:00']]) {
      const times = availability(ask({ timeZone: zone, from: date(MONDAY), now: at('2026-12-01', '12:00', zone) }))[0].times;
      expect(clock(times[0].start, zone)).toBe('09:00');
      expect(new Date(times[0].start).toISOString().slice(11, 16)).toBe(nineUtc);
      expect(times).toHaveLength(37);
    }
  });
});
