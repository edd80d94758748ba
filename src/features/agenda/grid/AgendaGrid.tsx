import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type ReactElement, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, type DayPropGetter, type stringOrDate, type View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { Employee } from '../../staff/staffApi';
import { AgendaEvent, EventTextContext, StackedCellsContext, eventText } from './AgendaEvent';
import { isMovable, itemProps, type AgendaItem } from '../agendaItems';
import type { AgendaView } from '../agendaSlice';
import { AgendaTooltip, focusTooltip, TooltipContext, useTooltipState } from './AgendaTooltip';
import { compactFormats, cultureOf, dayLocalizer, formats, localizer } from './localizer';
import { useDragAndDropCalendar } from './dragAndDrop';
import type { DragAndDropCalendar } from './dragAndDropCalendar';
import { toDay } from '../agendaDates';
import { salonNow } from '../../../lib/salonTime';
import { splitColumns } from './dayLayout';
import { ColumnItemsContext, type CellHandlers, type ColumnItems } from './ColumnEvents';
import { calendarColumns, offHoursBackground, scrollTimeFor } from './calendarGrid';
import { ResourceHeader } from './ResourceHeader';
import { AgendaColumn } from './AgendaColumn';
import { midnightToday } from './NowLine';
import { DAY_MINUTES, DAY_START_HOUR, STEP_MINUTES, useEmptySlotClick } from './useEmptySlotClick';
import '../agenda.css';
import '../locales';

const VIEWS: View[] = ['day', 'week'];
/**
 * The time gutter's quarter-hour cells: only its hour labels are drawn (the columns draw no rows at all,
 * AgendaColumn). Its 68 empty cells drew nothing but lines, which the gutter does not show.
 */
export function QuarterCell({ children }: { children?: ReactElement<{ children?: unknown }> }) {
  return children?.props.children ? children : null;
}
const COMPONENTS = { event: AgendaEvent, resourceHeader: ResourceHeader, timeSlotWrapper: QuarterCell, dayColumnWrapper: AgendaColumn };
const MIN = new Date(1970, 0, 1, DAY_START_HOUR, 0);
const MAX = new Date(1970, 0, 1, 23, 59, 59);
const noTooltip = () => '';
const ignore = () => undefined;
const toDate = (value: stringOrDate) => (value instanceof Date ? value : new Date(value));

/** What the page gives the grid: all it knows of the grid, which alone knows of react-big-calendar. */
export interface AgendaGridProps {
  /** Dia: a day's columns, one per professional; Semana: the seven days of one professional's week. */
  view: AgendaView;
  /** The day shown (Dia), or any day of the week shown (Semana). */
  date: Date;
  /** The columns: in Dia one per professional, in Semana the one professional whose week it is. */
  columns: Employee[];
  /** The appointments and blocked times to draw (agendaItems.ts). */
  items: AgendaItem[];
  /** Every professional by id: the colours and working hours of the columns and the tooltip. */
  employees: ReadonlyMap<number, Employee>;
  /** Drag and drop (mouse and trackpad only). */
  draggable: boolean;
  /** A phone: shorter weekday headings. */
  compact: boolean;
  /** An item was chosen (click, tap, Enter or Space). */
  onSelectItem(item: AgendaItem): void;
  /** An empty quarter hour was chosen: its start, and its column's professional (null when none is shown). */
  onSelectSlot(start: Date, employeeId: number | null): void;
  /** An item was dragged or resized to a new start, end and professional. */
  onMove(item: AgendaItem, start: Date, end: Date, employeeId: number): void;
  /** A weekday's heading in Semana was chosen: the page shows that day in Dia. */
  onOpenDay(day: Date): void;
}

/**
 * The agenda's grid: react-big-calendar, set up as the salon's agenda: 15-minute rows (STEP_MINUTES) from 7:00 to
 * 24:00, one column per professional in Dia. The only component outside grid/ that knows the library is used. Memoized, with handlers that keep their identity: the page renders again for things the grid does not show
 * (a prefetch, the modals' chunk), and each time the calendar drew its 400 appointments again.
 */
export const AgendaGrid = memo(function AgendaGrid({ view, date, items, columns: professionals, employees, draggable, compact, onSelectItem: onOpen, onSelectSlot: onEmptySlot, onMove, onOpenDay }: AgendaGridProps) {
  const { t, i18n } = useTranslation('agenda');
  const tooltip = useTooltipState();
  // With a mouse, the drag-and-drop calendar (loaded with the page, dragAndDrop.ts); otherwise the plain one, which ignores the drag props.
  const DnDCalendar = useDragAndDropCalendar(draggable) ?? (Calendar as unknown as DragAndDropCalendar);
  const texts = useMemo(() => eventText(t), [t]);
  const resources = view === 'day' ? professionals : undefined;
  const columns = useMemo(() => calendarColumns(view, date, professionals), [view, date, professionals]);
  // Most columns draw their own cells (ColumnEvents); the library gets only those of columns it must lay out.
  const split = useMemo(() => splitColumns(items, view === 'day' ? (item) => item.resourceId : () => undefined), [items, view]);
  const emptySlot = useEmptySlotClick(columns, onEmptySlot);
  // Where the grid opens (calendarGrid): the shown professionals' first working hour, or the time now on today.
  const scrollToTime = useMemo(() => scrollTimeFor(date, salonNow(), professionals.map((p) => p.working_hours)), [date, professionals]);
  const container = useRef<HTMLDivElement>(null);
  const dayKey = toDay(date);
  const openMinutes = (scrollToTime.getHours() - DAY_START_HOUR) * 60 + scrollToTime.getMinutes();
  // The library scrolls there only when it mounts, and by its content's whole height, which on a phone includes the
  // room left under the last hour for the floating buttons (agenda.css). The grid stays mounted from day to day and
  // from professional to professional: each day, and each professional's on a phone, opens at its own hour.
  useEffect(() => {
    const content = container.current?.querySelector('.rbc-time-content');
    const hours = content?.querySelector<HTMLElement>('.rbc-time-gutter');
    if (!content || !hours) return;
    content.scrollTop = (openMinutes / DAY_MINUTES) * hours.offsetHeight;
  }, [dayKey, openMinutes]);

  const eventProps = useCallback((item: AgendaItem) => itemProps(item, employees), [employees]);
  const dayProps = useCallback<DayPropGetter>(
    (day, resourceId) => {
      const employee = typeof resourceId === 'number' ? employees.get(resourceId) : professionals[0];
      const backgroundImage = offHoursBackground(employee?.working_hours, day);
      return backgroundImage ? { style: { backgroundImage } } : {};
    },
    [employees, professionals],
  );
  const { api } = tooltip;
  const open = useCallback(
    (item: AgendaItem) => {
      // The tap that ends a long press leaves its tooltip up; any other opens the appointment.
      if (api.consumeLongPress()) return;
      api.hide();
      onOpen(item);
    },
    [api, onOpen],
  );
  const openByKey = useCallback(
    (item: AgendaItem, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as KeyboardEvent<HTMLElement>).key;
      if (key === 'Enter' || key === ' ') {
        e.preventDefault();
        onOpen(item);
      }
    },
    [onOpen],
  );
  const move = useCallback(
    ({ event, start, end, resourceId }: EventInteractionArgs<AgendaItem>) =>
      onMove(event, toDate(start), toDate(end), typeof resourceId === 'number' ? resourceId : event.resourceId),
    [onMove],
  );
  const canDrag = useCallback((item: AgendaItem) => draggable && isMovable(item), [draggable]);
  const cells = useMemo<CellHandlers>(() => ({ eventProps, onOpen: open, onKey: openByKey, canDrag }), [eventProps, open, openByKey, canDrag]);
  const columnItems = useMemo<ColumnItems>(() => ({ byColumn: split.own, cells }), [split.own, cells]);
  const focus = useMemo(() => focusTooltip(api), [api]);

  return (
    <TooltipContext.Provider value={api}>
      <ColumnItemsContext.Provider value={columnItems}>
      <EventTextContext.Provider value={texts}>
      <StackedCellsContext.Provider value={view === 'week'}>
      <div ref={container} className={`agenda-calendar agenda-calendar--${view}`} onPointerDown={emptySlot.onPointerDown} onClick={emptySlot.onClick} {...focus}>
        <DnDCalendar
          localizer={view === 'day' ? dayLocalizer : localizer}
          culture={cultureOf(i18n.language)}
          formats={compact ? compactFormats : formats}
          toolbar={false}
          views={VIEWS}
          view={view}
          onView={ignore}
          date={date}
          getNow={midnightToday}
          onNavigate={ignore}
          onDrillDown={onOpenDay}
          events={split.library}
          resources={resources}
          resourceIdAccessor="id"
          resourceTitleAccessor="name"
          resourceAccessor="resourceId"
          tooltipAccessor={noTooltip}
          step={STEP_MINUTES}
          timeslots={4}
          min={MIN}
          max={MAX}
          scrollToTime={scrollToTime}
          dayLayoutAlgorithm="no-overlap"
          components={COMPONENTS}
          eventPropGetter={eventProps}
          dayPropGetter={dayProps}
          onSelectEvent={open}
          onKeyPressEvent={openByKey}
          onDragStart={api.hide}
          draggableAccessor={canDrag}
          resizableAccessor={canDrag}
          // The hovered appointment draws its own handles (ResizeHandles): the add-on's would be on all 400.
          resizable={false}
          onEventDrop={move}
          onEventResize={move}
        />
      </div>
      </StackedCellsContext.Provider>
      </EventTextContext.Provider>
      </ColumnItemsContext.Provider>
      <AgendaTooltip store={tooltip.store} api={api} employees={employees} />
    </TooltipContext.Provider>
  );
});
