import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIdleWanted } from '../../../hooks/useIdleWanted';
import type { Appointment, BlockedTime } from '../agendaApi';
import type { AgendaItem } from '../agendaItems';

/** Where a new appointment or block starts (epoch seconds) and in whose column. */
export interface Draft {
  start: number;
  employeeId: number | null;
  clientId?: number | null;
}

interface FormState {
  open: boolean;
  appointment: Appointment | null;
  draft: Draft | null;
}

const CLOSED: FormState = { open: false, appointment: null, draft: null };
const clientParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Which of the agenda's modals is open, and with what. The forms keep their contents while they close (no flash
 * of an empty form during the fade). `/agenda?client=ID` (the client page's 'Agendamento') opens a new
 * appointment for that client once the defaults are known, then leaves the address.
 */
export function useAgendaModals(defaults: Draft | null, settled: boolean) {
  const [form, setForm] = useState<FormState>(CLOSED);
  const [blockForm, setBlockForm] = useState<{ open: boolean; draft: Draft | null }>({ open: false, draft: null });
  const [detail, setDetail] = useState<Appointment | null>(null);
  const [blocked, setBlocked] = useState<BlockedTime | null>(null);
  const [params, setParams] = useSearchParams();
  const clientId = clientParam(params.get('client'));

  useEffect(() => {
    if (!params.has('client') || !defaults) return;
    if (clientId) setForm({ open: true, appointment: null, draft: { ...defaults, clientId } });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('client');
        return next;
      },
      { replace: true },
    );
  }, [params, clientId, defaults, setParams]);

  const asked = form.open || blockForm.open || detail !== null || blocked !== null;
  return {
    /**
     * Render the modals (AgendaModals.tsx, their chunk loads then): once the day is on screen and the browser idle,
     * so a first tap opens at once, or as soon as one is asked for before that.
     */
    wanted: useIdleWanted(asked, settled),
    form,
    blockForm,
    detail,
    blocked,
    newAppointment: (draft: Draft) => setForm({ open: true, appointment: null, draft }),
    edit: (appointment: Appointment) => {
      setDetail(null);
      setForm({ open: true, appointment, draft: null });
    },
    closeForm: () => setForm((current) => ({ ...current, open: false })),
    newBlock: (draft: Draft) => setBlockForm({ open: true, draft }),
    closeBlockForm: () => setBlockForm((current) => ({ ...current, open: false })),
    open: (item: AgendaItem) => (item.kind === 'block' ? setBlocked(item.block) : setDetail(item.appointment)),
    closeDetail: () => setDetail(null),
    closeBlocked: () => setBlocked(null),
  };
}

export type AgendaModalsState = ReturnType<typeof useAgendaModals>;
