import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { forwardRef, useContext, type CSSProperties, type ReactNode } from 'react';
import { Calendar } from 'react-big-calendar';
import { DnDContext, type DnDValue } from 'react-big-calendar/lib/addons/dragAndDrop/DnDContext';
import { describe, expect, it } from 'vitest';
import { QuarterCell } from '../../../src/features/agenda/grid/AgendaGrid';
import * as overlayStandIn from '../../../src/features/agenda/grid/calendarOverlay';
import * as domHelpersStandIn from '../../../src/features/agenda/grid/dndDomHelpers';
import { DragAndDropCalendar } from '../../../src/features/agenda/grid/dragAndDropCalendar';
import { dayLocalizer, formats, localizer } from '../../../src/features/agenda/grid/localizer';
import { midnightToday } from '../../../src/features/agenda/grid/NowLine';
import { STEP_MINUTES } from '../../../src/features/agenda/grid';
import type { Employee } from '../../../src/features/staff/staffApi';

/**
 * What src/features/agenda/grid takes from react-big-calendar beyond its documented props (issue 27). The library
 * is pinned to an exact version; an upgrade that changes any of this fails here, naming what the grid must follow.
 * fastDates.test.ts and dayLayout.test.ts hold the grid's date sums and cell placement to the library's own.
 */
const ROOT = path.join(__dirname, '../../..');
const LIBRARY = path.join(ROOT, 'node_modules/react-big-calendar');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const json = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

function libraryScripts(dir = path.join(LIBRARY, 'lib')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return libraryScripts(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const MIN = new Date(1970, 0, 1, 7, 0);
const MAX = new Date(1970, 0, 1, 23, 59, 59);
// The library reads only the id and name accessors of a column's professional.
const employees = [{ id: 1, name: 'Ana' }, { id: 2, name: 'Bia' }] as Employee[];

interface WrapperProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  date?: Date;
  resource?: unknown;
  slotMetrics?: { getRange(start: Date, end: Date): { top: number; height: number } };
}

/** A dayColumnWrapper that records what DayColumn gives it (AgendaColumn relies on it) and draws nothing of it. */
function recordingWrapper() {
  const seen: WrapperProps[] = [];
  const dnd: (DnDValue | undefined)[] = [];
  const Wrapper = forwardRef<HTMLDivElement, WrapperProps>(function Wrapper(props, ref) {
    seen.push(props);
    dnd.push(useContext(DnDContext));
    return <div ref={ref} className={props.className} style={props.style} />;
  });
  return { seen, dnd, Wrapper };
}

const dayProps = (date: Date) => ({
  localizer: dayLocalizer,
  formats,
  culture: 'pt-BR',
  view: 'day' as const,
  views: ['day' as const, 'week' as const],
  onView: () => undefined,
  onNavigate: () => undefined,
  toolbar: false,
  date,
  getNow: midnightToday,
  events: [],
  resources: employees,
  resourceIdAccessor: 'id' as const,
  resourceTitleAccessor: 'name' as const,
  step: STEP_MINUTES,
  timeslots: 4,
  min: MIN,
  max: MAX,
});

describe('the agenda grid and the react-big-calendar it was written against', () => {
  it('is pinned to the version installed, in package.json and in its lock', () => {
    const installed = json('node_modules/react-big-calendar/package.json').version;
    const pinned = (json('package.json').dependencies as Record<string, string>)['react-big-calendar'];
    const locked = ((json('package-lock.json').packages as Record<string, { dependencies?: Record<string, string> }>)[''].dependencies ?? {})['react-big-calendar'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
    expect(locked).toBe(pinned);
  });

  it("finds the modules vite.config.ts's stand-ins replace, importing no more of them than the stand-ins export", () => {
    // react-overlays: imported by the ES build (what Vite bundles) and the CommonJS lib; the stand-in exports Overlay.
    const esm = readFileSync(path.join(LIBRARY, read('node_modules/react-big-calendar/package.json').match(/"module":\s*"([^"]+)"/)![1]), 'utf8');
    const esmOverlays = [...esm.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-overlays'/g)].flatMap((m) => m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]));
    expect(esmOverlays).toContain('Overlay');
    expect(esm).not.toMatch(/import\s+\w+\s*(,|from)\s*[^;]*'react-overlays'/);
    const scripts = libraryScripts();
    const used = (module: string, local: string) =>
      scripts
        .filter((file) => readFileSync(file, 'utf8').includes(`require("${module}")`))
        .map((file) => ({ file: path.relative(LIBRARY, file), names: [...new Set([...readFileSync(file, 'utf8').matchAll(new RegExp(`${local}\\.(\\w+)`, 'g'))].map((m) => m[1]))] }));
    const overlays = used('react-overlays', '_reactOverlays');
    const domHelpers = used('dom-helpers', '_domHelpers');
    // The drag-and-drop add-on still requires dom-helpers' whole index (else the alias is no longer needed).
    expect(domHelpers.map((use) => use.file)).toContain('lib/addons/dragAndDrop/EventContainerWrapper.js');
    for (const { names } of overlays) expect(Object.keys(overlayStandIn)).toEqual(expect.arrayContaining(names));
    for (const { names } of domHelpers) expect(Object.keys(domHelpersStandIn)).toEqual(expect.arrayContaining(names));
    for (const name of Object.keys(domHelpersStandIn)) expect(typeof domHelpersStandIn[name as keyof typeof domHelpersStandIn]).toBe('function');
  });

  it("has every rbc- class the agenda's code and agenda.css name", () => {
    const ours = ['src/features/agenda/agenda.css', ...readdirSync(path.join(ROOT, 'src/features/agenda/grid')).map((file) => `src/features/agenda/grid/${file}`)];
    const classes = new Set(ours.flatMap((file) => read(file).match(/rbc-[a-z0-9-]+[a-z0-9]/g) ?? []));
    const library = [
      ...libraryScripts().map((file) => readFileSync(file, 'utf8')),
      read('node_modules/react-big-calendar/lib/css/react-big-calendar.css'),
      read('node_modules/react-big-calendar/lib/addons/dragAndDrop/styles.css'),
    ].join('\n');
    expect(classes.size).toBeGreaterThan(10);
    expect([...classes].filter((name) => !library.includes(name))).toEqual([]);
  });

  it("gives a column's wrapper its rows first, then its events, with the day, professional and slot metrics (AgendaColumn)", () => {
    const { seen, Wrapper } = recordingWrapper();
    render(<Calendar {...dayProps(new Date(2030, 2, 14))} components={{ dayColumnWrapper: Wrapper }} />);
    const columns = seen.filter((props) => props.resource !== undefined);
    expect(columns.map((props) => props.resource)).toEqual(expect.arrayContaining([1, 2]));
    const [first] = columns;
    const children = first.children as ReactNode[];
    expect(Array.isArray(children)).toBe(true);
    // 7:00 to midnight: 17 hours of four quarter hours each.
    expect(Array.isArray(children[0]) && (children[0] as unknown[]).length).toBe(17);
    expect(Array.isArray(children[1])).toBe(false);
    expect(first.className).toContain('rbc-day-slot');
    expect(first.date).toBeInstanceOf(Date);
    // Percentages of the column's height: 8:00 to 9:00 is the second of 17 hours.
    const range = first.slotMetrics!.getRange(new Date(2030, 2, 14, 8, 0), new Date(2030, 2, 14, 9, 0));
    expect(range.top).toBeCloseTo(100 / 17, 1);
    expect(range.height).toBeCloseTo(100 / 17, 1);
  });

  it("keys Dia's columns by the day's text, so the day localizer keeps them mounted from day to day", () => {
    const { container, rerender } = render(<Calendar {...dayProps(new Date(2030, 2, 14))} />);
    const column = container.querySelector('.rbc-time-content .rbc-day-slot');
    expect(column).not.toBeNull();
    expect(container.querySelector('.rbc-time-content > .rbc-time-gutter')).not.toBeNull();
    rerender(<Calendar {...dayProps(new Date(2030, 2, 15))} />);
    expect(container.querySelector('.rbc-time-content .rbc-day-slot')).toBe(column);
    // The plain localizer (Semana) does change the key: what the day localizer is there to avoid in Dia.
    rerender(<Calendar {...dayProps(new Date(2030, 2, 16))} localizer={localizer} />);
    expect(container.querySelector('.rbc-time-content .rbc-day-slot')).not.toBe(column);
  });

  it("passes the gutter's hour labels inside its time-slot wrapper's child, and draws no line of its own before 7:00 (QuarterCell, NowLine)", () => {
    const { container } = render(<Calendar {...dayProps(new Date())} components={{ timeSlotWrapper: QuarterCell }} />);
    const labels = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map((label) => label.textContent);
    expect(labels).toHaveLength(17);
    expect(labels[0]).toBe('07:00');
    expect(labels[16]).toBe('23:00');
    expect(container.querySelector('.rbc-current-time-indicator')).toBeNull();
  });

  it("shares, through the add-on's context module, the begin action, the resize test and the action under way (ColumnEvents, ResizeHandles)", () => {
    const { dnd, Wrapper } = recordingWrapper();
    const resizable = () => true;
    render(<DragAndDropCalendar {...dayProps(new Date(2030, 2, 14))} components={{ dayColumnWrapper: Wrapper }} resizableAccessor={resizable} />);
    const value = dnd.find((found) => found !== undefined);
    expect(typeof value?.draggable.onBeginAction).toBe('function');
    expect(value?.draggable.resizableAccessor).toBe(resizable);
    expect(value?.draggable.dragAndDropAction).toMatchObject({ interacting: false });
    // The resize directions ResizeHandles hands to onBeginAction.
    const container = read('node_modules/react-big-calendar/lib/addons/dragAndDrop/EventContainerWrapper.js');
    expect(container).toContain("direction === 'UP'");
    expect(container).toContain("direction === 'DOWN'");
  });
});
