import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { useCan } from './useCan';
import { selectUser } from './sessionSlice';
import { useGetSalonSettingsQuery } from './salonApi';

/**
 * Whose columns the signed-in user sees and for whom they book (issue 11). The owner and the front desk: everyone.
 * A professional books only in their own column, and sees only it unless the salon lets professionals see
 * everyone's agenda; the salon's settings (fresh on each visit) win over the session's copy of that switch.
 */
export function useAgendaScope() {
  const user = useAppSelector(selectUser);
  const everyone = useCan('agendaEveryone');
  const settings = useGetSalonSettingsQuery(user?.salon.id ?? skipToken);
  const seesAll = everyone || (settings.data?.professionals_see_all ?? user?.salon.professionals_see_all ?? false);
  return {
    /** The signed-in user's own professional (their column). */
    ownId: user?.employee_id ?? null,
    /** Every column shows; otherwise only ownId's. */
    seesAll,
    /** Books, moves and blocks for any professional; otherwise only for ownId. */
    booksForAll: everyone,
  };
}

/**
 * The professionals a scope allows: all of them, or only the user's own; never staff who serve no clients (the
 * front desk has no column and is offered in no list of professionals; issue 25, item 9).
 */
export const withinScope = <T extends { id: number; serves_clients: boolean }>(list: T[], all: boolean, ownId: number | null) =>
  list.filter((employee) => employee.serves_clients && (all || employee.id === ownId));
