import type { CSSProperties } from 'react';
import type { Employee } from '../staff/staffApi';
import type { Appointment, BlockedTime } from './agendaApi';
import { fromEpoch } from './agendaDates';

/** One thing in a calendar column: an appointment, or a professional's blocked time (lunch, day off). */
export type AgendaItem =
  | { kind: 'appointment'; key: string; start: Date; end: Date; resourceId: number; appointment: Appointment }
  | { kind: 'block'; key: string; start: Date; end: Date; resourceId: number; block: BlockedTime };

/** Only appointments still ahead (booked or in progress) are dragged: finished, missed or canceled ones stay put. */
export const isMovable = (item: AgendaItem) => item.kind === 'appointment' && (item.appointment.status === 'new' || item.appointment.status === 'started');

interface Sources {
  appointments: readonly Appointment[];
  blocks: readonly BlockedTime[];
  /** The professionals whose columns are on screen. */
  employeeIds: ReadonlySet<number>;
  showCanceled: boolean;
}

/**
 * Where an item ends on the grid: a booking until midnight ends on its own day, a millisecond before the next
 * one starts. react-big-calendar takes an event that ends on another date for an all-day one, and the agenda
 * hides those: the last booking of an evening that ends at 24:00 was drawn nowhere.
 */
function gridEnd(end: Date): Date {
  return end.getHours() === 0 && end.getMinutes() === 0 && end.getSeconds() === 0 ? new Date(end.getTime() - 1) : end;
}

export function agendaItems({ appointments, blocks, employeeIds, showCanceled }: Sources): AgendaItem[] {
  const items: AgendaItem[] = [];
  for (const block of blocks) {
    if (!employeeIds.has(block.employee_id)) continue;
    const start = fromEpoch(block.start_at);
    items.push({ kind: 'block', key: `b${block.id}`, start, end: gridEnd(fromEpoch(block.start_at + block.duration)), resourceId: block.employee_id, block });
  }
  for (const appointment of appointments) {
    if (!employeeIds.has(appointment.employee_id) || (appointment.status === 'canceled' && !showCanceled)) continue;
    const start = fromEpoch(appointment.start_at);
    const end = gridEnd(fromEpoch(appointment.start_at + appointment.duration));
    items.push({ kind: 'appointment', key: `a${appointment.id}`, start, end, resourceId: appointment.employee_id, appointment });
  }
  return items;
}

/** The agenda's colour when a professional has none (spec section 2: a purple-blue). */
export const DEFAULT_COLOR = '#5b4fc4';
const NO_SHOW_COLOR = '#dc2626';
const INK_DARK = '#1e1038';
const QUARTER_MINUTES = 15;
/** From 45 minutes a cell has room for a name and a service on two lines each (agenda.css). */
const TALL_MINUTES = 45;
/** From 90 minutes, a service's name may take four lines. */
const LONG_MINUTES = 90;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two colours (#rrggbb), 1 to 21. */
const contrastWith = (hex: string, ink: string) => {
  const [a, b] = [luminance(hex), luminance(ink)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
};

/** Each colour's ink, worked out once: a full Dia asks it for 400 events of about 20 colours on every render. */
const inks = new Map<string, string>();

/** White or dark text, whichever reads better on the colour (the palette has lime and mint as well as navy). */
export function inkOn(hex: string): string {
  let ink = inks.get(hex);
  if (ink) return ink;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#fff';
  ink = contrastWith(hex, '#ffffff') >= contrastWith(hex, INK_DARK) ? '#fff' : INK_DARK;
  inks.set(hex, ink);
  return ink;
}

/** WCAG AA for text: the cells' names and times are small (13 px bold). */
const AA_CONTRAST = 4.5;
const fills = new Map<string, string>();

/**
 * The colour as a fill under text: itself when white or the dark ink reads on it at 4.5:1, else the least darker
 * shade that does, so the hue stays. Only the palette's red (#ef1554, every salon's first colour) needs it: 4.3:1
 * with white, 4.1:1 with the dark ink.
 */
export function readableFill(hex: string): string {
  let fill = fills.get(hex);
  if (fill) return fill;
  fill = hex;
  if (/^#[0-9a-f]{6}$/i.test(hex)) {
    // inkOn picks whichever of the two reads better: its contrast is the better of these.
    const best = (color: string) => Math.max(contrastWith(color, '#ffffff'), contrastWith(color, INK_DARK));
    for (let scale = 1; scale > 0 && best(fill) < AA_CONTRAST; scale -= 0.02) {
      fill = `#${[1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * scale).toString(16).padStart(2, '0')).join('')}`;
    }
  }
  fills.set(hex, fill);
  return fill;
}

/** The colour of an appointment: its professional's, from the current list (a moved one takes its new column's). */
export function colorOf(appointment: Appointment, employees: ReadonlyMap<number, Employee>): string {
  return employees.get(appointment.employee_id)?.color ?? appointment.employee.color ?? DEFAULT_COLOR;
}

/** The colour mixed with white, `share` of it kept: the light fill of a finished or canceled appointment. */
function tint(hex: string, share: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return '#f3f2f7';
  return `#${[1, 3, 5].map((i) => Math.round(255 - (255 - parseInt(hex.slice(i, i + 2), 16)) * share).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A cell's fill and ink by status, each readable at 4.5:1 (issue 25 item 4: no-show and completed both faded
 * looked alike). Booked and in progress: the solid colour; completed: a light tint of it (agenda.css adds a bar
 * of the colour and a check); no-show: the solid red, striped in a shade that only adds contrast; canceled: grey
 * with a dashed edge. Each also has its own icon (StatusMark), so it reads in grey-scale too.
 */
export function statusColors(status: Appointment['status'], color: string): { fill: string; ink: string; stripe?: string } {
  if (status === 'completed') return { fill: tint(color, 0.2), ink: INK_DARK };
  if (status === 'canceled') return { fill: '#f3f2f7', ink: INK_DARK };
  const fill = readableFill(status === 'no_show' ? NO_SHOW_COLOR : color);
  const ink = inkOn(fill);
  if (status !== 'no_show') return { fill, ink };
  // Darker stripes under white ink, lighter under dark ink: the text reads at least as well on them as on the fill.
  return { fill, ink, stripe: ink === '#fff' ? 'rgba(0, 0, 0, 0.3)' : 'rgba(255, 255, 255, 0.5)' };
}

/** react-big-calendar's eventPropGetter: status classes, and the colours as CSS variables for agenda.css. */
export function itemProps(item: AgendaItem, employees: ReadonlyMap<number, Employee>): { className: string; style?: CSSProperties } {
  // A quarter hour or less: agenda.css keeps the name alone where the row is too short for the time under it.
  const minutes = (item.end.getTime() - item.start.getTime()) / 60_000;
  const size =
    minutes <= QUARTER_MINUTES ? ' agenda-item--quarter' : minutes >= LONG_MINUTES ? ' agenda-item--tall agenda-item--long' : minutes >= TALL_MINUTES ? ' agenda-item--tall' : '';
  if (item.kind === 'block') return { className: `agenda-item agenda-item--block${size}` };
  // A no-show is red whoever's column it is in (spec section 2); agenda.css stripes it.
  const color = item.appointment.status === 'no_show' ? NO_SHOW_COLOR : colorOf(item.appointment, employees);
  const { fill, ink, stripe } = statusColors(item.appointment.status, color);
  const style = { '--item-color': color, '--item-fill': fill, '--item-ink': ink, ...(stripe && { '--item-stripe': stripe }) } as CSSProperties;
  // Held for its Pix deposit: kept on the grid, drawn as not yet confirmed (agenda.css).
  const held = item.appointment.awaiting_deposit ? ' agenda-item--held' : '';
  return { className: `agenda-item agenda-item--${item.appointment.status}${size}${held}`, style };
}
