import { useEffect, useReducer } from 'react';
import { FINE_POINTER_QUERY } from '../deviceHooks';
import type { DragAndDropCalendar } from './dragAndDropCalendar';

/**
 * react-big-calendar's drag-and-drop add-on (CommonJS that repeats part of the calendar; docs/decisions/41) is
 * used only with a mouse or trackpad (deviceHooks.ts). Phones and tablets never download it. A computer gets it
 * together with the agenda's own chunk (router.tsx waits for both; index.html preloads both), so the grid's first
 * render already is the drag-and-drop one: the add-on wraps the whole calendar, and adding it later would remount
 * every column and event.
 */
let loaded: DragAndDropCalendar | undefined;
let loading: Promise<DragAndDropCalendar | undefined> | undefined;

export function loadDragAndDrop(): Promise<DragAndDropCalendar | undefined> {
  loading ??= import('./dragAndDropCalendar').then(
    (module) => (loaded = module.DragAndDropCalendar),
    () => {
      // Offline for a moment: the agenda still shows (without drag), and the next call asks again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** Whether this device drags appointments: a mouse or trackpad. */
export const pointerDrags = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(FINE_POINTER_QUERY).matches;

/**
 * The drag-and-drop calendar while `wanted` (a mouse), once loaded; otherwise undefined, for the plain calendar,
 * which ignores the drag props. Normally loaded before the page renders; if not (a mouse plugged in later), it
 * loads now and the grid changes to it when it comes.
 */
export function useDragAndDropCalendar(wanted: boolean): DragAndDropCalendar | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (wanted && !loaded) void loadDragAndDrop().then(arrived);
  }, [wanted]);
  return wanted ? loaded : undefined;
}
