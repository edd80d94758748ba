import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DnDContext, type DnDValue } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
// @ts-expect-error CommonJS without types: the library's own slot metrics, as DayColumn builds them.
import { getSlotMetrics } from 'react-big-calendar/lib/utils/TimeSlots';
import { AgendaColumn } from '../../../src/features/agenda/grid/AgendaColumn';
import { EventTextContext } from '../../../src/features/agenda/grid/AgendaEvent';
import { ColumnItemsContext, type CellHandlers } from '../../../src/features/agenda/grid/ColumnEvents';
import { toDay } from '../../../src/features/agenda/agendaDates';
import { columnKey, type SlotMetrics } from '../../../src/features/agenda/grid/dayLayout';
import type { AgendaItem } from '../../../src/features/agenda/agendaItems';
import { localizer } from '../../../src/features/agenda/grid/localizer';

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

  describe('with its own appointments (ColumnEvents)', () => {
    const date = new Date(2030, 2, 14);
    const metrics: SlotMetrics = getSlotMetrics({ min: new Date(2030, 2, 14, 7, 0), max: new Date(2030, 2, 14, 23, 59, 59), step: 15, timeslots: 4, localizer });
    const block = (key: string, start: number, end: number, reason: string) =>
      ({ kind: 'block', key, start: new Date(2030, 2, 14, start), end: new Date(2030, 2, 14, end), resourceId: 3, block: { reason } }) as unknown as AgendaItem;
    const lunch = block('b1', 12, 13, 'Almoço');
    const course = block('b2', 9, 11, 'Curso');
    // The cells' texts without i18next: the key and the values, enough to find a cell by its name.
    const texts = (key: string, values: Record<string, string> = {}) => `${key} ${values.reason ?? ''}`;

    function drawn(cells: Partial<CellHandlers>, dnd: DnDValue | undefined, children: ReactNode = appointments) {
      const handlers: CellHandlers = { eventProps: () => ({ className: 'agenda-item' }), onOpen: vi.fn(), onKey: vi.fn(), canDrag: () => true, ...cells };
      const byColumn = new Map([[columnKey(3, toDay(date)), [course, lunch]]]);
      render(
        <DnDContext.Provider value={dnd}>
          <ColumnItemsContext.Provider value={{ byColumn, cells: handlers }}>
            <EventTextContext.Provider value={texts}>
              <AgendaColumn className="rbc-day-slot" date={date} resource={3} slotMetrics={metrics}>{[rows, children]}</AgendaColumn>
            </EventTextContext.Provider>
          </ColumnItemsContext.Provider>
        </DnDContext.Provider>,
      );
      return handlers;
    }

    it("draws them under the library's container, placed by the slot metrics, and opens one on a click or Enter", () => {
      const handlers = drawn({}, undefined);
      const column = document.querySelector('.rbc-day-slot')!;
      expect(Array.from(column.children).map((child) => child.className)).toEqual(['agenda-hours', 'rbc-events-container agenda-events', 'rbc-events-container']);
      const cells = within(column.querySelector<HTMLElement>('.agenda-events')!).getAllByRole('button');
      // In order of start.
      expect(cells.map((cell) => cell.textContent)).toEqual([expect.stringContaining('Curso'), expect.stringContaining('Almoço')]);
      // 9:00 is 2 of the grid's 17 hours down; two hours are 2/17 of it, less the 2 px gap.
      expect(parseFloat(cells[0].style.top)).toBeCloseTo((2 / 17) * 100, 3);
      expect(cells[0].style.height).toMatch(/^calc\(11\.76\d*% - 2px\)$/);
      fireEvent.click(cells[1]);
      expect(handlers.onOpen).toHaveBeenCalledWith(lunch);
      fireEvent.keyDown(cells[0], { key: 'Enter' });
      expect(handlers.onKey).toHaveBeenCalledWith(course, expect.objectContaining({ key: 'Enter' }));
    });

    it("begins the drag-and-drop add-on's move on a press, marks the dragged one, and lets the unmovable be", () => {
      const onBeginAction = vi.fn();
      drawn({ canDrag: (item) => item === lunch }, { draggable: { onBeginAction, dragAndDropAction: { interacting: true, event: lunch } } });
      const [first, second] = screen.getAllByRole('button');
      fireEvent.mouseDown(first, { button: 0 });
      expect(onBeginAction).not.toHaveBeenCalled();
      fireEvent.mouseDown(second, { button: 2 });
      expect(onBeginAction).not.toHaveBeenCalled();
      fireEvent.mouseDown(second, { button: 0 });
      expect(onBeginAction).toHaveBeenCalledWith(lunch, 'move');
      expect(second).toHaveClass('rbc-addons-dnd-dragged-event');
      expect(first).not.toHaveClass('rbc-addons-dnd-dragged-event');
    });
  });
});
