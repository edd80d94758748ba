import { useRef, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventProps } from 'react-big-calendar';
import type { AgendaItem } from './agendaItems';
import { useTooltip } from './AgendaTooltip';
import { clockParts } from './agendaDates';
import './locales';

const HOVER_DELAY = 350;

/** '09:00 – 09:30'; phones' narrow Semana columns keep only the start (agenda.css). */
const TimeRange = ({ start, end }: { start: string; end: string }) => (
  <span className="agenda-cell__time">
    {start}
    <span className="agenda-cell__end"> – {end}</span>
  </span>
);
const LONG_PRESS = 450;

/**
 * A booked cell: time range, client and service, faded or struck through by status (agenda.css). Its accessible
 * name says client, service, time and status, so screen readers and tests find it by them; the visible lines
 * are hidden from them to avoid saying it twice. Hover, or a long press on touch, shows the tooltip.
 */
export function AgendaEvent({ event: item }: EventProps<AgendaItem>) {
  const { t } = useTranslation('agenda');
  const tooltip = useTooltip();
  const pressTimer = useRef<number | undefined>(undefined);

  if (item.kind === 'block') {
    const { block } = item;
    return (
      <div className="agenda-cell">
        <span className="visually-hidden">{t('event.blockedLabel', { reason: block.reason, ...clockParts(block) })}</span>
        <span className="agenda-cell__title" aria-hidden="true">{block.reason}</span>
        <span className="agenda-cell__meta" aria-hidden="true">
          <TimeRange {...clockParts(block)} />
        </span>
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
  const label = t(appointment.status === 'new' ? 'event.label' : 'event.labelWithStatus', {
    client: appointment.client.name,
    service: appointment.service.name,
    status: appointment.status_display,
    ...clockParts(appointment),
  });

  return (
    <div
      className="agenda-cell"
      onMouseEnter={(e) => tooltip.show(appointment, e.currentTarget, HOVER_DELAY)}
      onMouseLeave={() => tooltip.hide()}
      onTouchStart={startPress}
      onTouchMove={cancelPress}
      onTouchEnd={cancelPress}
      onContextMenu={(e) => e.preventDefault()}
    >
      <span className="visually-hidden">{label}</span>
      <span className="agenda-cell__title" aria-hidden="true">{appointment.client.name}</span>
      <span className="agenda-cell__meta" aria-hidden="true">
        <TimeRange {...clockParts(appointment)} />
        <span className="agenda-cell__service">{appointment.service.name}</span>
      </span>
    </div>
  );
}
