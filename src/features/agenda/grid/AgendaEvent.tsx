import { createContext, memo, useContext, useRef, useState, type TouchEvent } from 'react';
import type { TFunction } from 'i18next';
import type { EventProps } from 'react-big-calendar';
import { Icon } from '../../../components/Icon';
import type { AgendaItem } from '../agendaItems';
import { cellAppointments, useTooltip } from './AgendaTooltip';
import { StatusMark } from './StatusMark';
import { clockParts } from '../agendaDates';
import { ResizeHandles } from './ResizeHandles';
import '../locales';

const HOVER_DELAY = 350;

type Key =
  | 'event.label'
  | 'event.labelWithStatus'
  | 'event.blockedLabel'
  | 'event.withReminder'
  | 'event.reminded'
  | 'event.withOnline'
  | 'event.online'
  | 'event.withDeposit'
  | 'event.awaitingDeposit';
/** A cell's text in the calendar's language, its {{placeholders}} filled from values. */
export type EventText = (key: Key, values?: Record<string, string>) => string;

/**
 * The cells' texts for AgendaGrid to provide: each sentence asked of i18next once per language, with markers
 * for its values, then filled by string replacement. A full Dia asked i18next's t 400 to 800 times per render
 * (its cost: docs/decisions/39-the-agenda-draws-its-own-cells.md); each cell's useTranslation was also its own
 * i18next subscription.
 */
export function eventText(t: TFunction<'agenda'>): EventText {
  const templates = new Map<Key, string>();
  // A private-use character: never in a name, a service or a translation.
  const marker = (name: string) => `\uE000${name}\uE000`;
  const markers = Object.fromEntries(['client', 'service', 'status', 'start', 'end', 'reason', 'label'].map((name) => [name, marker(name)]));
  return (key, values = {}) => {
    let template = templates.get(key);
    if (template === undefined) templates.set(key, (template = t(key, markers)));
    return template.replace(/\uE000(\w+)\uE000/g, (_, name: string) => values[name] ?? '');
  };
}
export const EventTextContext = createContext<EventText | null>(null);
/**
 * Semana's narrow columns stack the time range and the service on lines of their own (agenda.css). Dia writes the
 * cell's second line as one text ('09:00 – 09:30 · Corte'): three elements fewer per appointment, a tenth of what
 * a full Dia's 400 appointments create.
 */
export const StackedCellsContext = createContext(false);

/** Semana's '09:00 – 09:30'; phones' narrow Semana columns keep only the start (agenda.css). */
const TimeRange = ({ start, end }: { start: string; end: string }) => (
  <span className="agenda-cell__time">
    {start}
    <span className="agenda-cell__end"> – {end}</span>
  </span>
);

/** A blocked time's second line: its time range. A function, not a component: one fiber fewer per cell. */
function cellMeta(stacked: boolean, times: { start: string; end: string }) {
  return (
    <span className="agenda-cell__meta" aria-hidden="true">
      {stacked ? <TimeRange {...times} /> : `${times.start} – ${times.end}`}
    </span>
  );
}

/**
 * An appointment's lines under the name. Dia: the service on its own line, then the time (issue 25 item 21: one
 * '09:00 – 09:30 · Corte masculino' line cut the service off in narrow columns; the grid already says the time).
 * Semana: the time range, then the service.
 */
function appointmentLines(stacked: boolean, times: { start: string; end: string }, service: string) {
  if (stacked) {
    return (
      <span className="agenda-cell__meta" aria-hidden="true">
        <TimeRange {...times} />
        <span className="agenda-cell__service">{service}</span>
      </span>
    );
  }
  return (
    <>
      <span className="agenda-cell__service" aria-hidden="true">{service}</span>
      <span className="agenda-cell__meta" aria-hidden="true">{`${times.start} – ${times.end}`}</span>
    </>
  );
}
const LONG_PRESS = 450;

/**
 * The client was e-mailed a reminder: a small bell before the name, on the cell's first line, so it shows on the
 * shortest booking and the name's ellipsis never hides it. The cell's accessible name says it in words.
 */
const ReminderMark = ({ title }: { title: string }) => (
  <span className="agenda-cell__reminded" title={title}>
    <Icon name="bell" size={12} />
  </span>
);

/** The client booked it on the salon's page. */
const OnlineMark = ({ title }: { title: string }) => (
  <span className="agenda-cell__online" title={title}>
    <Icon name="globe" size={12} />
  </span>
);

/** Held for its Pix deposit: the time is kept, the visit not confirmed until the client pays. */
const HeldMark = ({ title }: { title: string }) => (
  <span className="agenda-cell__held" title={title}>
    <Icon name="hourglass" size={12} />
  </span>
);

/**
 * A booked cell: its status's icon, client, service and time range, coloured and patterned by status (agenda.css,
 * statusColors), a bell once the client's reminder went out. Its accessible name says client, service, time, status and the reminder, so
 * screen readers and tests find it by them; the visible lines are hidden from them to avoid saying it twice.
 * Hover, keyboard focus (AgendaGrid) or a long press on touch shows the tooltip with the full texts.
 */
export const AgendaEvent = memo(function AgendaEvent({ event: item }: Pick<EventProps<AgendaItem>, 'event'>) {
  const t = useContext(EventTextContext);
  const stacked = useContext(StackedCellsContext);
  const tooltip = useTooltip();
  const pressTimer = useRef<number | undefined>(undefined);
  // The mouse is over the cell: its resize handles are drawn (ResizeHandles), on this one cell only.
  const [hovered, setHovered] = useState(false);
  if (!t) throw new Error('AgendaEvent is drawn by AgendaGrid, which gives it EventTextContext');

  if (item.kind === 'block') {
    const { block } = item;
    return (
      <div className="agenda-cell">
        <span className="visually-hidden">{t('event.blockedLabel', { reason: block.reason, ...clockParts(block) })}</span>
        <span className="agenda-cell__title" aria-hidden="true">{block.reason}</span>
        {cellMeta(stacked, clockParts(block))}
      </div>
    );
  }

  const { appointment } = item;
  const cancelPress = () => window.clearTimeout(pressTimer.current);
  const startPress = (e: TouchEvent<HTMLDivElement>) => {
    const element = e.currentTarget;
    cancelPress();
    pressTimer.current = window.setTimeout(() => {
      tooltip.markLongPress();
      tooltip.show(appointment, element, 0);
    }, LONG_PRESS);
  };
  const facts = t(appointment.status === 'new' ? 'event.label' : 'event.labelWithStatus', {
    client: appointment.client.name,
    service: appointment.service.name,
    status: appointment.status_display,
    ...clockParts(appointment),
  });
  const reminded = appointment.reminded_at !== null;
  const online = appointment.origin === 'online';
  const held = appointment.awaiting_deposit;
  const marked = online ? t('event.withOnline', { label: facts }) : facts;
  const waiting = held ? t('event.withDeposit', { label: marked }) : marked;
  const label = reminded ? t('event.withReminder', { label: waiting }) : waiting;

  return (
    <div
      ref={(element) => {
        if (element) cellAppointments.set(element, appointment);
      }}
      className="agenda-cell"
      onMouseEnter={(e) => {
        tooltip.show(appointment, e.currentTarget, HOVER_DELAY);
        setHovered(true);
      }}
      onMouseLeave={() => {
        tooltip.hide();
        setHovered(false);
      }}
      onTouchStart={startPress}
      onTouchMove={cancelPress}
      onTouchEnd={cancelPress}
      onContextMenu={(e) => e.preventDefault()}
    >
      <span className="visually-hidden">{label}</span>
      <span className="agenda-cell__title" aria-hidden="true">
        <StatusMark status={appointment.status} label={appointment.status_display} />
        {online && <OnlineMark title={t('event.online')} />}
        {held && <HeldMark title={t('event.awaitingDeposit')} />}
        {reminded && <ReminderMark title={t('event.reminded')} />}
        {appointment.client.name}
      </span>
      {appointmentLines(stacked, clockParts(appointment), appointment.service.name)}
      {hovered && <ResizeHandles item={item} />}
    </div>
  );
});
