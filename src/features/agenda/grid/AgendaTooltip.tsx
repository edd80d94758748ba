import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { formatMoney } from '../../../lib/money';
import type { Employee } from '../../staff/staffApi';
import type { Appointment } from '../agendaApi';
import { colorOf, inkOn, readableFill } from '../agendaItems';
import { clockRange } from '../agendaDates';
import '../locales';

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

/** Each drawn appointment cell's appointment (AgendaEvent sets it), for the focus handlers to find. */
export const cellAppointments = new WeakMap<Element, Appointment>();
/** Focus scrolls the cell into view a frame later; a tooltip shown before that scroll would be hidden by it. */
const FOCUS_DELAY = 120;

/**
 * Keyboard focus on a cell shows its tooltip, as hover does (issue 25 item 21: a cut name or service must be
 * readable in full). On the calendar's container: focus events bubble there from every cell, the library's
 * cells included, so no cell carries a handler of its own.
 */
export function focusTooltip(api: TooltipApi) {
  return {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      const cell = e.target.classList.contains('rbc-event') ? e.target.querySelector('.agenda-cell') : null;
      const appointment = cell && cellAppointments.get(cell);
      if (appointment) api.show(appointment, e.target, FOCUS_DELAY);
    },
    onBlur: () => api.hide(),
  };
}

/**
 * One tooltip for the whole calendar (hundreds of events would not each carry a popper). What it shows lives in a
 * small store read by AgendaTooltip alone: a hover re-renders the tooltip, not the calendar's 400 events.
 */
export function useTooltipState() {
  return useMemo(() => {
    let shown: Shown | null = null;
    let timer: number | undefined;
    let longPressAt = 0;
    const listeners = new Set<() => void>();
    const set = (next: Shown | null) => {
      shown = next;
      listeners.forEach((listener) => listener());
    };
    const api: TooltipApi = {
      show: (appointment, element, delay) => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => set({ appointment, rect: element.getBoundingClientRect() }), delay);
      },
      hide: () => {
        window.clearTimeout(timer);
        if (shown) set(null);
      },
      markLongPress: () => {
        longPressAt = Date.now();
      },
      consumeLongPress: () => {
        const recent = Date.now() - longPressAt < 1000;
        longPressAt = 0;
        return recent;
      },
    };
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // The calendar went away: a pending hover must not show later.
        if (listeners.size === 0) window.clearTimeout(timer);
      };
    };
    return { api, store: { subscribe, get: () => shown } };
  }, []);
}

export type TooltipStore = ReturnType<typeof useTooltipState>['store'];

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
export function AgendaTooltip({ store, api, employees }: { store: TooltipStore; api: TooltipApi; employees: ReadonlyMap<number, Employee> }) {
  const { t, i18n } = useTranslation('agenda');
  const shown = useSyncExternalStore(store.subscribe, store.get);
  // A scroll moves the event away from its tooltip; a touch elsewhere dismisses it, and so does Escape (WCAG 1.4.13).
  useEffect(() => {
    if (!shown) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') api.hide();
    };
    window.addEventListener('scroll', api.hide, true);
    document.addEventListener('touchstart', api.hide);
    document.addEventListener('keydown', escape);
    return () => {
      window.removeEventListener('scroll', api.hide, true);
      document.removeEventListener('touchstart', api.hide);
      document.removeEventListener('keydown', escape);
    };
  }, [shown, api]);
  if (!shown) return null;
  const { appointment } = shown;
  const color = readableFill(colorOf(appointment, employees));
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
      {appointment.origin === 'online' && (
        <span className="agenda-tooltip__reminded">
          <Icon name="globe" size={13} />
          {t('event.online')}
        </span>
      )}
      {appointment.awaiting_deposit && (
        <span className="agenda-tooltip__reminded">
          <Icon name="hourglass" size={13} />
          {t('event.awaitingDeposit')}
        </span>
      )}
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
