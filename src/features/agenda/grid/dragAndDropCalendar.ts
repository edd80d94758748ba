import { Calendar } from 'react-big-calendar';
import dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { Employee } from '../../staff/staffApi';
import type { AgendaItem } from '../agendaItems';

// Its own chunk, loaded only where there is a mouse (dragAndDrop.ts).
// The add-on exists only as CommonJS: Vite's dev server hands over its exports object, the build and Node its
// default export.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;

export const DragAndDropCalendar = withDragAndDrop<AgendaItem, Employee>(Calendar);
export type DragAndDropCalendar = typeof DragAndDropCalendar;
