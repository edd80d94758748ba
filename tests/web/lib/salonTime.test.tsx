import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { epochSeconds, fromEpoch, salonToday } from '../../../src/features/agenda/agendaDates';
import { hoursIssue } from '../../../src/features/agenda/appointment/HoursWarning';
import { NowLine } from '../../../src/features/agenda/grid/NowLine';
import { dateInput, epochOf, timeInput } from '../../../src/features/agenda/appointment/timeOptions';
import { presetRange } from '../../../src/features/reports/reportRange';
import { saleTime } from '../../../src/features/sales/Invoice';
import { formatDate } from '../../../src/lib/dates';
import { fromWall, instantInZone, salonNow, setSalonZone, toWall, wallFieldsAt, wallFieldsOf, type WallFields } from '../../../src/lib/salonTime';

/**
 * Issue 25 item 5: a booking for 10:00 in São Paulo showed at 13:00 on a device set to UTC. Every screen works
 * on the salon's clock (lib/salonTime), whatever the device's zone; here the device is in Tokyo (12 hours from
 * São Paulo, so even the day differs at night) and the salons in São Paulo or New York (which keeps daylight
 * saving time).
 */
const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';
const hm = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
const fields = (date: Date): WallFields => [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), 0];

const deviceZone = process.env.TZ;
beforeAll(() => {
  // Node reads TZ again when it is set: the whole file runs as a device in Tokyo.
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});
afterEach(() => {
  setSalonZone(undefined);
  vi.useRealTimers();
});

describe('a zone’s wall clock and its instants', () => {
  it('the device really is in Tokyo', () => {
    expect(new Date(Date.UTC(2026, 2, 10, 0)).getHours()).toBe(9);
  });

  it('reads 10:00 in São Paulo as 13:00 UTC, and back', () => {
    expect(instantInZone([2026, 3, 10, 10, 0, 0, 0], SP)).toBe(Date.UTC(2026, 2, 10, 13));
    expect(wallFieldsAt(Date.UTC(2026, 2, 10, 13), SP)).toEqual([2026, 3, 10, 10, 0, 0, 0]);
  });

  it('follows New York across its daylight-saving changes (8 March and 1 November 2026)', () => {
    expect(instantInZone([2026, 3, 8, 1, 30, 0, 0], NY)).toBe(Date.UTC(2026, 2, 8, 6, 30)); // EST, UTC-5
    expect(instantInZone([2026, 3, 8, 3, 30, 0, 0], NY)).toBe(Date.UTC(2026, 2, 8, 7, 30)); // EDT, UTC-4
    // 02:30 does not happen that night: an hour later, as JavaScript's own Date does.
    expect(instantInZone([2026, 3, 8, 2, 30, 0, 0], NY)).toBe(Date.UTC(2026, 2, 8, 7, 30));
    // 01:30 happens twice on 1 November: the first (still EDT).
    expect(instantInZone([2026, 11, 1, 1, 30, 0, 0], NY)).toBe(Date.UTC(2026, 10, 1, 5, 30));
    expect(instantInZone([2026, 11, 1, 3, 0, 0, 0], NY)).toBe(Date.UTC(2026, 10, 1, 8, 0)); // EST
  });

  it('turns every quarter hour around both New York changes into wall time and back to the same instant', () => {
    for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
      for (let ms = start; ms < start + 3 * 86_400_000; ms += 900_000) {
        const wall = wallFieldsAt(ms, NY);
        const back = instantInZone(wall, NY);
        // The second 01:xx of 1 November reads back as the first, an hour earlier: the one ambiguous hour.
        expect(back === ms || back === ms - 3_600_000).toBe(true);
        if (back !== ms) expect(wall.slice(0, 4)).toEqual([2026, 11, 1, 1]);
        expect(wallFieldsAt(back, NY)).toEqual(wall);
      }
    }
  });
});

describe('the offsets kept per hour', () => {
  // Half-hour changes (Lord Howe), offsets in half and quarter hours (St John's, Kolkata, Kathmandu), São Paulo's
  // old summer time (2018), and the zones of the tests above: every 29 minutes and 17 seconds through two years,
  // and every minute around New York's changes, the kept offset gives Intl's own wall clock.
  const ZONES = [SP, NY, 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Europe/London'];
  it('give the same wall clock as Intl at every instant, across every change', () => {
    const misses: string[] = [];
    for (const zone of ZONES) {
      const from = Date.UTC(zone === SP ? 2017 : 2026, 0, 1);
      for (let ms = from; ms < from + 2 * 365 * 86_400_000 && misses.length < 5; ms += 1_757_000) {
        if (wallFieldsAt(ms, zone).join() !== wallFieldsOf(ms, zone).join()) misses.push(`${zone} ${new Date(ms).toISOString()}`);
      }
    }
    for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)]) {
      for (let ms = change - 2 * 3_600_000; ms < change + 2 * 3_600_000; ms += 60_000) {
        if (wallFieldsAt(ms + 999, NY).join() !== wallFieldsOf(ms + 999, NY).join()) misses.push(`${NY} ${new Date(ms).toISOString()}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('wall Dates on a device in another zone', () => {
  it('until the salon’s zone is known, a wall Date is the device’s own', () => {
    const ms = Date.UTC(2026, 2, 10, 13);
    expect(toWall(ms).getTime()).toBe(ms);
    expect(fromWall(new Date(ms)).getTime()).toBe(ms);
  });

  it('a São Paulo salon: 13:00 UTC is a Date reading 10:00 on the device, and that Date is 13:00 UTC again', () => {
    setSalonZone(SP);
    const wall = toWall(Date.UTC(2026, 2, 10, 13));
    expect([wall.getDate(), hm(wall)]).toEqual([10, '10:00']);
    expect(fromWall(wall).getTime()).toBe(Date.UTC(2026, 2, 10, 13));
  });

  it('a New York salon: wall Dates go back to the same instant across both daylight-saving changes', () => {
    setSalonZone(NY);
    for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
      for (let ms = start; ms < start + 3 * 86_400_000; ms += 900_000) {
        const wall = toWall(ms);
        expect(fields(wall)).toEqual(wallFieldsAt(ms, NY));
        const back = fromWall(wall).getTime();
        expect(back === ms || back === ms - 3_600_000).toBe(true);
      }
    }
    const summer = toWall(Date.UTC(2026, 6, 1, 14));
    expect(hm(summer)).toBe('10:00');
    expect(hm(toWall(Date.UTC(2026, 0, 15, 15)))).toBe('10:00');
  });

  it('the agenda’s API boundary: epoch seconds come in and go out on the salon’s clock', () => {
    setSalonZone(SP);
    const tenInSaoPaulo = Date.UTC(2026, 2, 10, 13) / 1000;
    expect(hm(fromEpoch(tenInSaoPaulo))).toBe('10:00');
    expect(epochSeconds(new Date(2026, 2, 10, 10, 0))).toBe(tenInSaoPaulo);
    expect(epochSeconds(fromEpoch(tenInSaoPaulo))).toBe(tenInSaoPaulo);
  });

  it('the forms show and take 10:00 as 10:00 in the salon', () => {
    setSalonZone(SP);
    const tenInSaoPaulo = Date.UTC(2026, 2, 10, 13) / 1000;
    expect([dateInput(tenInSaoPaulo), timeInput(tenInSaoPaulo)]).toEqual(['2026-03-10', '10:00']);
    expect(epochOf('2026-03-10', '10:00')).toBe(tenInSaoPaulo);
    // 22:00 in São Paulo is already the next day in Tokyo (and in UTC): still the 10th.
    expect(dateInput(Date.UTC(2026, 2, 11, 1) / 1000)).toBe('2026-03-10');
    expect(epochOf('2026-02-30', '10:00')).toBeNull();
  });

  it('a New York salon’s form takes times on either side of the change in its own offset', () => {
    setSalonZone(NY);
    expect(epochOf('2026-03-07', '10:00')).toBe(Date.UTC(2026, 2, 7, 15) / 1000);
    expect(epochOf('2026-03-09', '10:00')).toBe(Date.UTC(2026, 2, 9, 14) / 1000);
    expect(timeInput(Date.UTC(2026, 2, 9, 14) / 1000)).toBe('10:00');
  });

  it('texts, receipts and working hours read the salon’s clock', () => {
    setSalonZone(SP);
    const ms = Date.UTC(2026, 2, 10, 13);
    expect(formatDate(ms, 'dd/MM HH:mm', 'pt-BR')).toBe('10/03 10:00');
    expect(saleTime(ms / 1000, 'pt-BR')).toBe('10/03/2026, 10:00');
    // Tuesday 10:00 to 10:30 in São Paulo, inside 09:00–18:00 (on the device it is 22:00).
    const week = Array.from({ length: 7 }, () => [{ start: '09:00', end: '18:00' }]);
    expect(hoursIssue(week, ms / 1000, 1800)).toBeNull();
    expect(hoursIssue(week, Date.UTC(2026, 2, 10, 23) / 1000, 1800)).toEqual({ kind: 'outside', hours: '09:00–18:00' });
  });

  it('today and now are the salon’s: 22:00 of the 9th in São Paulo is the 10th in Tokyo', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 2, 10, 1, 0));
    setSalonZone(SP);
    expect(salonToday()).toBe('2026-03-09');
    expect(hm(salonNow())).toBe('22:00');
    expect(presetRange('today')).toEqual({ start: '2026-03-09', end: '2026-03-09' });
  });

  it('the now line stands at the salon’s minute on the salon’s today', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 2, 10, 17, 30)); // 14:30 in São Paulo, 02:30 of the 11th in Tokyo
    setSalonZone(SP);
    const { container } = render(<NowLine day={new Date(2026, 2, 10)} />);
    const line = container.querySelector<HTMLElement>('.rbc-current-time-indicator');
    expect(line).not.toBeNull();
    // 7:00 to 24:00 is 17 hours; 14:30 is 7.5 hours in.
    expect(parseFloat(line!.style.top)).toBeCloseTo((7.5 / 17) * 100, 6);
    expect(render(<NowLine day={new Date(2026, 2, 11)} />).container.querySelector('.rbc-current-time-indicator')).toBeNull();
  });
});
