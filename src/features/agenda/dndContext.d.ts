// The drag-and-drop add-on's context (CommonJS, no types of its own): ResizeHandles starts its resize through it.
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';
  export const DnDContext: Context<unknown>;
}
