import { createContext, memo, useContext, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { DnDContext, type DnDValue } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import { AgendaEvent } from './AgendaEvent';
import { toDay } from '../agendaDates';
import type { AgendaItem } from '../agendaItems';
import { columnKey, placement, type SlotMetrics } from './dayLayout';

/** What a cell asks of the calendar: the props react-big-calendar would give it, and its handlers. */
export interface CellHandlers {
  eventProps(item: AgendaItem): { className: string; style?: CSSProperties };
  onOpen(item: AgendaItem): void;
  onKey(item: AgendaItem, e: KeyboardEvent<HTMLElement>): void;
  canDrag(item: AgendaItem): boolean;
}
/** What AgendaGrid gives the columns that draw their own appointments (see ColumnEvents). */
export interface ColumnItems {
  /** The items of each column drawn here, by columnKey (dayLayout.ts); a column not in it is the library's to draw. */
  byColumn: ReadonlyMap<string, readonly AgendaItem[]>;
  /** Kept apart from the items, so that cells whose item did not change skip their render when others change. */
  cells: CellHandlers;
}
export const ColumnItemsContext = createContext<ColumnItems | null>(null);

type BeginAction = DnDValue['draggable']['onBeginAction'];

interface Props {
  date: Date;
  /** The column's professional in Dia (react-big-calendar's resource id); none in Semana. */
  resource: unknown;
  slotMetrics: SlotMetrics;
}

/**
 * A column's appointments and blocked times, drawn by the agenda instead of react-big-calendar's DayColumn. The
 * library gives each one two components of its own (its TimeGridEvent and the drag-and-drop add-on's EventWrapper,
 * a class) and a time label that agenda.css hides; here each is one memoized component around AgendaEvent. A full
 * Dia creates its 400 at once when the day first draws (what this saved: docs/decisions/39).
 * The cells keep the library's classes and structure, so its CSS, the add-on's drag (begun on a press, as the
 * add-on's wrapper begins it) and its drag preview (drawn in the library's container, on top) work as they did.
 */
export function ColumnEvents({ date, resource, slotMetrics }: Props) {
  const columns = useContext(ColumnItemsContext);
  const draggable = useContext(DnDContext)?.draggable;
  const items = columns?.byColumn.get(columnKey(resource, toDay(date)));
  if (!columns || !items?.length) return null;
  const action = draggable?.dragAndDropAction;
  const dragged = action?.interacting ? action.event : undefined;
  const begin = draggable?.onBeginAction;
  return (
    <div className="rbc-events-container agenda-events">
      {items.map((item) => (
        <ColumnEvent key={item.key} item={item} cells={columns.cells} metrics={slotMetrics} dragged={item === dragged} begin={begin} />
      ))}
    </div>
  );
}

interface EventProps {
  item: AgendaItem;
  cells: CellHandlers;
  metrics: SlotMetrics;
  dragged: boolean;
  begin: BeginAction | undefined;
}

const ColumnEvent = memo(function ColumnEvent({ item, cells, metrics, dragged, begin }: EventProps) {
  const { className, style } = cells.eventProps(item);
  const move =
    begin && cells.canDrag(item)
      ? (e: MouseEvent<HTMLDivElement>) => {
          // A press on a resize handle starts the resize (ResizeHandles), not a move.
          if (e.button === 0 && !(e.target as Element).getAttribute('class')?.includes('rbc-addons-dnd-resize')) begin(item, 'move');
        }
      : undefined;
  return (
    <div
      role="button"
      tabIndex={0}
      className={`rbc-event ${className}${dragged ? ' rbc-addons-dnd-dragged-event' : ''}`}
      style={{ ...style, ...placement(item, metrics) }}
      onClick={() => cells.onOpen(item)}
      onKeyDown={(e) => cells.onKey(item, e)}
      onMouseDown={move}
    >
      <div className="rbc-event-content">
        <AgendaEvent event={item} />
      </div>
    </div>
  );
});
