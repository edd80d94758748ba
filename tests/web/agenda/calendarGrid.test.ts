import { describe, expect, it } from 'vitest';
import { offHoursBackground, scrollTimeFor } from '../../../src/features/agenda/grid/calendarGrid';

const clock = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

describe('where the agenda grid opens', () => {
  const now = new Date(2030, 2, 14, 15, 40);
  it("opens today a little above the hour before now, so that hour's label shows whole", () => {
    const at = scrollTimeFor(new Date(2030, 2, 14), now);
    expect([at.getDate(), clock(at)]).toEqual([14, '13:50']);
  });
  it('opens another day a little above 8:00, on that day', () => {
    const at = scrollTimeFor(new Date(2030, 2, 20), now);
    expect([at.getDate(), clock(at)]).toEqual([20, '07:50']);
  });
  it("opens early mornings at the grid's first hour, whose label needs no room above it", () => {
    expect(clock(scrollTimeFor(new Date(2030, 2, 14), new Date(2030, 2, 14, 7, 30)))).toBe('07:00');
  });
  // Issue 25 item 7: a phone opened on the empty hours before the barber's day.
  const afternoons = [null, ...Array.from({ length: 6 }, () => [{ start: '13:30', end: '22:00' }])];
  const mornings = [null, ...Array.from({ length: 6 }, () => [{ start: '10:00', end: '14:00' }, { start: '15:00', end: '19:00' }])];
  it("opens another day at the first hour the professional works that day, or the earliest of the professionals'", () => {
    expect(clock(scrollTimeFor(new Date(2030, 2, 20), now, [afternoons]))).toBe('12:50');
    expect(clock(scrollTimeFor(new Date(2030, 2, 20), now, [afternoons, mornings]))).toBe('09:50');
    // A Sunday off: the morning, as before.
    expect(clock(scrollTimeFor(new Date(2030, 2, 17), now, [afternoons]))).toBe('07:50');
  });
  it('opens today at the time now, but not on the hours before the professional starts', () => {
    expect(clock(scrollTimeFor(new Date(2030, 2, 14), new Date(2030, 2, 14, 8, 10), [afternoons]))).toBe('12:50');
    expect(clock(scrollTimeFor(new Date(2030, 2, 14), new Date(2030, 2, 14, 16, 40), [afternoons]))).toBe('14:50');
    expect(clock(scrollTimeFor(new Date(2030, 2, 14), new Date(2030, 2, 14, 23, 40), [afternoons]))).toBe('21:50');
  });
});

describe("a column's shading outside the professional's hours", () => {
  const thursday = new Date(2030, 2, 14);
  const week = (day: { start: string; end: string }[] | null) => Array.from({ length: 7 }, () => day);
  it('shades 7:00 to the first hour and the last hour to midnight, with the lunch break between', () => {
    // 1,020 minutes from 7:00: 9:00 is 120 (11.765%), 12:00 is 300, 13:00 is 360, 19:00 is 720.
    const css = offHoursBackground(week([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '19:00' }]), thursday);
    expect(css).toBe(
      'linear-gradient(#f3f2f7 0.000% 11.765%, transparent 11.765% 29.412%, #f3f2f7 29.412% 35.294%, transparent 35.294% 70.588%, #f3f2f7 70.588% 100%)',
    );
  });
  it('shades a quarter hour whose start is outside the hours, as the cells were: 9:10 opens at 9:15 (135 minutes in)', () => {
    expect(offHoursBackground(week([{ start: '09:10', end: '24:00' }]), thursday)).toBe('linear-gradient(#f3f2f7 0.000% 13.235%, transparent 13.235% 100.000%)');
  });
  it('shades a whole day off, and nothing for a professional without hours or working all the grid', () => {
    expect(offHoursBackground(week(null), thursday)).toBe('linear-gradient(#f3f2f7, #f3f2f7)');
    expect(offHoursBackground(undefined, thursday)).toBeUndefined();
    expect(offHoursBackground(week([{ start: '06:00', end: '24:00' }]), thursday)).toBeUndefined();
  });
});
