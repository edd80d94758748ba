import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgendaColumn } from '../../src/features/agenda/AgendaColumn';

// What react-big-calendar's DayColumn gives its column wrapper: the hour rows, the appointments' container, then
// its selection box and time line when it draws them.
const rows = Array.from({ length: 17 }, (_, hour) => <div key={hour} className="rbc-timeslot-group" />);
const appointments = <div className="rbc-events-container"><div className="rbc-event">Maria</div></div>;

describe('a column of the agenda grid', () => {
  it("paints its hours with one element in place of the library's rows, and keeps the appointments after it", () => {
    const { container } = render(<AgendaColumn className="rbc-day-slot">{[rows, appointments, false, false]}</AgendaColumn>);
    const column = container.querySelector('.rbc-day-slot');
    expect(column?.querySelectorAll('.rbc-timeslot-group')).toHaveLength(0);
    const hours = column?.querySelector<HTMLElement>('.agenda-hours');
    expect(hours?.style.getPropertyValue('--agenda-hours')).toBe('17');
    expect(Array.from(column?.children ?? []).map((child) => child.className)).toEqual(['agenda-hours', 'rbc-events-container']);
    expect(column?.querySelector('.rbc-event')).toHaveTextContent('Maria');
  });

  it('draws what it is given as it is when the first child is not the rows', () => {
    const { container } = render(<AgendaColumn className="rbc-day-slot">{appointments}</AgendaColumn>);
    expect(container.querySelector('.agenda-hours')).toBeNull();
    expect(container.querySelector('.rbc-day-slot > .rbc-events-container .rbc-event')).toHaveTextContent('Maria');
  });
});
