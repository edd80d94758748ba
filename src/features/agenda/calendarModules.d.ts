// react-big-calendar modules without types of their own (CommonJS) that the agenda imports.

// The drag-and-drop add-on's context: ResizeHandles starts its resize through it.
declare module 'react-big-calendar/lib/addons/dragAndDrop/DnDContext' {
  import type { Context } from 'react';
  export const DnDContext: Context<unknown>;
}

// The time grid's 'no-overlap' layout: dayLayout.ts hands it the columns where events overlap.
declare module 'react-big-calendar/lib/utils/layout-algorithms/no-overlap' {
  import type { DayLayoutFunction } from 'react-big-calendar';
  export default function noOverlap<T extends object>(args: Parameters<DayLayoutFunction<T>>[0]): ReturnType<DayLayoutFunction<T>>;
}
