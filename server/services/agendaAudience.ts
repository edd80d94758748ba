import { can } from '../contract/roles';
import type { AgendaChange } from '../infra/agendaHub';
import { visibleColumn, type Actor } from './permissions';

/**
 * Whether a change may reach this reader's stream (issue 24, item 8): the agenda's narrowing applied to its
 * notices. A professional who may not see every column hears only of their own column's appointments and blocked
 * times, and only of sales with a line of theirs (the sales they may open); a change that names no column reaches
 * only those who see everything.
 */
export function mayHear(actor: Actor, change: AgendaChange): boolean {
  // The cash drawer (issue 30 item 6) is the front desk's and the owner's only.
  if (change.entity === 'cash_drawer') return can(actor.role, 'cashDrawer');
  // A comanda (issue 30 item 5) is the whole salon's: every professional may add to a visit's ticket.
  if (change.entity === 'comanda') return can(actor.role, 'sell');
  // A counter Pix charge paid (issue 30 item 1): the checkout waiting on it, at whichever seller's device.
  if (change.entity === 'pix_charge') return can(actor.role, 'sell');
  const own = change.entity === 'sale' ? (can(actor.role, 'salesAll') ? null : actor.employeeId) : visibleColumn(actor);
  if (own === null) return true;
  return change.employeeIds?.includes(own) ?? false;
}
