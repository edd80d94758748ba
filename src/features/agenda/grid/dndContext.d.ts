// The drag-and-drop add-on's context (CommonJS, no types of its own): the agenda's cells begin a move through it
// (ColumnEvents), the hovered one's handles a resize (ResizeHandles).
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';
  /** What withDragAndDrop shares with its events (its getDnDContextValue); none outside a drag-and-drop calendar. */
  export interface DnDValue {
    draggable: {
      onBeginAction(event: object, action: 'move' | 'resize', direction?: 'UP' | 'DOWN'): void;
      resizableAccessor?: (event: object) => boolean;
      /** The action under way: `interacting` once the pointer has moved past the add-on's tolerance. */
      dragAndDropAction: { interacting?: boolean; event?: object };
    };
  }
  export const DnDContext: Context<DnDValue | undefined>;
}
