import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { formatMoney } from '../../lib/money';
import type { Employee } from '../staff/staffApi';
import type { Appointment } from './agendaApi';
import { colorOf, inkOn } from './agendaItems';
import { clockRange } from './agendaDates';
import './locales';

interface Shown {
  appointment: Appointment;
  rect: DOMRect;
}

export interface TooltipApi {
  /** After `delay` ms (hover intent), or at once (a long press). */
  show(appointment: Appointment, element: HTMLElement, delay: number): void;
  hide(): void;
  /** True just after a long press showed the tooltip: the tap that ends it must not open the appointment. */
  consumeLongPress(): boolean;
  markLongPress(): void;
}

const noop: TooltipApi = { show: () => undefined, hide: () => undefined, consumeLongPress: () => false, markLongPress: () => undefined };
export const TooltipContext = createContext<TooltipApi>(noop);
export const useTooltip = () => useContext(TooltipContext);

/** One tooltip for the whole calendar (hundreds of events would not each carry a popper). */
export function useTooltipState() {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const longPressAt = useRef(0);
  const api = useMemo<TooltipApi>(
    () => ({
      show: (appointment, element, delay) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setShown({ appointment, rect: element.getBoundingClientRect() }), delay);
      },
      hide: () => {
        window.clearTimeout(timer.current);
        setShown(null);
      },
      markLongPress: () => {
        longPressAt.current = Date.now();
      },
      consumeLongPress: () => {
        const recent = Date.now() - longPressAt.current < 1000;
        longPressAt.current = 0;
        return recent;
      },
    }),
    [],
  );
  // A scroll moves the event away from its tooltip; a touch elsewhere dismisses it.
  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    window.addEventListener('scroll', hide, true);
    document.addEventListener('touchstart', hide);
    return () => {
      window.removeEventListener('scroll', hide, true);
      document.removeEventListener('touchstart', hide);
    };
  }, [shown]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { shown, api };
}

const WIDTH = 280;

/** Beside the event when there is room (right, then left), otherwise centred under it (phones). */
function placement(rect: DOMRect) {
  const gap = 8;
  const { innerWidth: vw, innerHeight: vh } = window;
  const top = Math.max(gap, Math.min(rect.top, vh - 220));
  if (rect.right + gap + WIDTH < vw) return { left: rect.right + gap, top };
  if (rect.left - gap - WIDTH > 0) return { left: rect.left - gap - WIDTH, top };
  const below = rect.top + 48 + 220 < vh ? rect.top + 48 : Math.max(gap, rect.top - 228);
  return { left: Math.max(gap, (vw - WIDTH) / 2), top: below };
}

/** Hover (or long-press) details: client, time, price, service with professional, status, the reminder and notes. */
export function AgendaTooltip({ shown, employees }: { shown: Shown | null; employees: ReadonlyMap<number, Employee> }) {
  const { t, i18n } = useTranslation('agenda');
  if (!shown) return null;
  const { appointment } = shown;
  const color = colorOf(appointment, employees);
  const professional = employees.get(appointment.employee_id)?.name ?? appointment.employee.name;
  return createPortal(
    <div className="agenda-tooltip" role="tooltip" style={{ ...placement(shown.rect), width: WIDTH }}>
      <div className="agenda-tooltip__head">
        <span className="agenda-tooltip__initial" style={{ background: color, color: inkOn(color) }} aria-hidden="true">
          {appointment.client.name.trim().charAt(0).toUpperCase()}
        </span>
        <strong className="agenda-tooltip__client">{appointment.client.name}</strong>
      </div>
      <div className="agenda-tooltip__row">
        <span>{clockRange(appointment)}</span>
        <span className="agenda-tooltip__price">{formatMoney(appointment.price, i18n.language)}</span>
      </div>
      <div>{t('event.serviceWith', { service: appointment.service.name, professional })}</div>
      <span className={`agenda-status agenda-status--${appointment.status}`}>{appointment.status_display}</span>
      {appointment.reminded_at !== null && (
        <span className="agenda-tooltip__reminded">
          <Icon name="bell" size={13} />
          {t('event.reminded')}
        </span>
      )}
      {appointment.notes && <p className="agenda-tooltip__notes">{appointment.notes}</p>}
    </div>,
    document.body,
  );
}
