import { useContext, type MouseEvent } from 'react';
import { DnDContext } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import type { AgendaItem } from '../agendaItems';
import { DAY_START_HOUR } from './useEmptySlotClick';

type Direction = 'UP' | 'DOWN';

/**
 * The resize handles of the appointment under the mouse: an 8 px band at its top and bottom that starts the
 * add-on's own resize. The add-on would draw both on every event (5 more elements each: 2,000 in a full Dia,
 * a third of the grid's DOM, styled and laid out on every render) although only the one under the pointer can
 * be grabbed. Their classes are the add-on's: its move handler ignores a press on them, and agenda.css sizes them.
 */
export function ResizeHandles({ item }: { item: AgendaItem }) {
  const draggable = useContext(DnDContext)?.draggable;
  if (!draggable?.resizableAccessor?.(item)) return null;
  const begin = (direction: Direction) => (e: MouseEvent) => {
    if (e.button === 0) draggable.onBeginAction(item, 'resize', direction);
  };
  // As the add-on: no handle on an end outside the grid (before its first hour, or on a later day).
  const startsInGrid = item.start.getHours() >= DAY_START_HOUR;
  const endsInGrid = item.end.getDate() === item.start.getDate();
  return (
    <>
      {startsInGrid && (
        <div className="rbc-addons-dnd-resize-ns-anchor agenda-resize agenda-resize--start" onMouseDown={begin('UP')}>
          <div className="rbc-addons-dnd-resize-ns-icon" />
        </div>
      )}
      {endsInGrid && (
        <div className="rbc-addons-dnd-resize-ns-anchor agenda-resize agenda-resize--end" onMouseDown={begin('DOWN')}>
          <div className="rbc-addons-dnd-resize-ns-icon" />
        </div>
      )}
    </>
  );
}
