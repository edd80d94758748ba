import { describe, expect, it } from 'vitest';
import { scrollTimeFor } from '../../src/features/agenda/calendarGrid';

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
});
