import type { AppointmentStatus } from '../../../../server/contract/constants';
import type { Appointment } from '../agendaApi';

/** The detail modal's actions (spec section 4). */
export type DetailAction = 'start' | 'finish' | 'comanda' | 'edit' | 'move' | 'noShow' | 'cancel' | 'reopen' | 'invoice' | 'delete';

/**
 * Which actions an appointment offers, by status, in the order they show. Spec section 4, with DESIGN.md
 * section 5's Cancelar (new/started -> canceled, the slot freed, the history kept); 'Reabrir' takes back a
 * no-show, a cancelation, or a Finalizar without a sale (a mis-tap would otherwise only be undone by deleting).
 * One destructive action each (issue 25, item 22): an appointment that may still happen is cancelled, never
 * deleted; Excluir is for what is over without a sale (a mistaken booking, cancelled or marked first), never a
 * paid one. Comanda (issue 30 item 5) opens the visit's open ticket, or the one already open for it.
 */
export function actionsFor(appointment: Pick<Appointment, 'status' | 'sale_transaction'>): DetailAction[] {
  switch (appointment.status) {
    case 'new':
      return ['start', 'finish', 'comanda', 'edit', 'move', 'noShow', 'cancel'];
    case 'started':
      return ['finish', 'comanda', 'edit', 'move', 'cancel'];
    case 'completed':
      return appointment.sale_transaction ? ['invoice'] : ['reopen', 'delete'];
    default:
      return ['reopen', 'delete'];
  }
}

/** The status each status button sends with PUT /appointments/{id}. */
export const STATUS_SET = {
  start: 'started',
  noShow: 'no_show',
  cancel: 'canceled',
  reopen: 'new',
} as const satisfies Partial<Record<DetailAction, AppointmentStatus>>;

export type StatusAction = keyof typeof STATUS_SET;
export const isStatusAction = (action: DetailAction): action is StatusAction => action in STATUS_SET;
