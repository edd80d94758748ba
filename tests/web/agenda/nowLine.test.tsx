import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error CommonJS without types: the library's slot metrics, whose line the agenda's own replaces.
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { AgendaColumn } from '../../../src/features/agenda/grid/AgendaColumn';
import { midnightToday } from '../../../src/features/agenda/grid/NowLine';
import { localizer } from '../../../src/features/agenda/grid/localizer';

const at = (h: number, m: number, day = 26) => new Date(2026, 10, day, h, m);
const line = (container: HTMLElement) => container.querySelectorAll<HTMLElement>('.rbc-current-time-indicator');
/** Where react-big-calendar put its own line, for the grid's hours (7:00 to 23:59:59, quarter hours). */
const libraryTop = (now: Date) => {
  const metrics = getSlotMetrics({ min: at(7, 0), max: new Date(2026, 10, 26, 23, 59, 59), step: 15, timeslots: 4, localizer });
  return metrics.getCurrentTimePosition(now) as number;
};
// Computed before the tests fake the clock, which the library's own date arithmetic reads.
const LIBRARY_1430 = libraryTop(at(14, 30));
const LIBRARY_1431 = libraryTop(at(14, 31));
const column = (day: Date) => <AgendaColumn date={day} className="rbc-day-slot" />;

describe('the agenda current-time line', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is drawn on today at the minute, where the library drew it, and moves as the minutes turn', () => {
    vi.setSystemTime(at(14, 30));
    const { container } = render(column(at(0, 0)));
    expect(line(container)).toHaveLength(1);
    expect(parseFloat(line(container)[0].style.top)).toBeCloseTo(LIBRARY_1430, 6);

    // The clock ticks just past each whole minute.
    act(() => void vi.advanceTimersByTime(60_100));
    expect(parseFloat(line(container)[0].style.top)).toBeCloseTo(LIBRARY_1431, 6);
  });

  it('is not drawn on another day, nor before the grid first hour', () => {
    vi.setSystemTime(at(14, 30));
    expect(line(render(column(at(0, 0, 25))).container)).toHaveLength(0);
    vi.setSystemTime(at(6, 59));
    expect(line(render(column(at(0, 0))).container)).toHaveLength(0);
  });

  it('leaves yesterday column at midnight and shows on the new today', () => {
    vi.setSystemTime(new Date(2026, 10, 26, 23, 59, 30));
    const { container, rerender } = render(column(at(0, 0)));
    expect(line(container)).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(line(container)).toHaveLength(0);
    rerender(column(at(0, 0, 27)));
    // 0:00 is before the grid first hour: the new day's line comes at 7:00.
    expect(line(container)).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(7 * 3_600_000));
    expect(line(container)).toHaveLength(1);
  });

  it('gives the grid today at midnight as its now, before the first hour, so the library draws no line of its own', () => {
    vi.setSystemTime(at(14, 30));
    expect(midnightToday()).toEqual(at(0, 0));
  });
});
