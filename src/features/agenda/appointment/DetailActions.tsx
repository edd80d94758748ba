import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, FormGroup, FormText, Input, Label } from 'reactstrap';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { selectUser } from '../../salon/sessionSlice';
import type { Appointment } from '../agendaApi';
import { actionsFor, isStatusAction, type DetailAction } from './lifecycle';
import { useLifecycle } from './useLifecycle';
import '../locales/appointments';

interface Props {
  appointment: Appointment;
  onEdit(): void;
  onMove(): void;
  /** After a successful change: the modal closes and the agenda shows the change. */
  onDone(): void;
}

const COLORS: Partial<Record<DetailAction, string>> = { start: 'primary', finish: 'success', delete: 'danger' };
/** The main step of each status is a filled button; the rest are outlined. */
const FILLED: DetailAction[] = ['start', 'finish', 'invoice'];

/** The detail modal's buttons for the appointment's status (spec section 4); Cancelar and Excluir ask first. */
export function DetailActions({ appointment, onEdit, onMove, onDone }: Props) {
  const { t } = useTranslation('appointments');
  const { busy, setStatus, remove, finish, comanda } = useLifecycle(appointment, onDone);
  const notifyId = useId();
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const [notifyClient, setNotifyClient] = useState(true);
  // The client still expects to come: cancelling or deleting it is news to them (the server e-mails them).
  const expected = (appointment.status === 'new' || appointment.status === 'started') && appointment.start_at * 1000 > Date.now();
  // A professional acts on their own appointments only, and never deletes one (the front desk and owner do).
  const everyone = useCan('agendaEveryone');
  const ownId = useAppSelector(selectUser)?.employee_id ?? null;
  const actions = everyone ? actionsFor(appointment) : appointment.employee_id === ownId ? actionsFor(appointment).filter((action) => action !== 'delete') : [];

  function act(action: DetailAction) {
    if (action === 'edit') onEdit();
    else if (action === 'move') onMove();
    else if (action === 'finish') void finish();
    else if (action === 'comanda') void comanda();
    else if (action === 'cancel' || action === 'delete') {
      setNotifyClient(true);
      setConfirming(action);
    }
    else if (isStatusAction(action)) void setStatus(action);
  }

  // Said only when the box was shown: otherwise the server has no one to tell anyway.
  const notify = expected ? notifyClient : undefined;
  const confirmed = () => void (confirming === 'cancel' ? setStatus('cancel', notify) : remove(notify ?? true)).finally(() => setConfirming(null));

  return (
    <div className="appointment-actions d-flex flex-wrap gap-2 w-100">
      {actions.map((action) => {
        const color = COLORS[action] ?? 'secondary';
        // Excluir stands apart, at the start of the row, away from the everyday buttons.
        const className = action === 'delete' ? 'order-first me-auto' : undefined;
        if (action === 'invoice' && appointment.sale_transaction) {
          return (
            <Link key={action} className="btn btn-primary" to={`/sales/${appointment.sale_transaction.sale_id}`}>
              {t('actions.invoice')}
            </Link>
          );
        }
        return (
          <Button key={action} type="button" color={color} outline={!FILLED.includes(action)} className={className} disabled={busy} onClick={() => act(action)}>
            {t(`actions.${action}`)}
          </Button>
        );
      })}
      <ConfirmDialog
        isOpen={confirming !== null}
        busy={busy}
        title={confirming === 'cancel' ? t('confirm.cancelTitle') : undefined}
        message={t(confirming === 'cancel' ? 'confirm.cancelMessage' : 'confirm.deleteMessage', { client: appointment.client.name })}
        confirmLabel={t(confirming === 'cancel' ? 'confirm.cancelConfirm' : 'actions.delete')}
        cancelLabel={t('confirm.back')}
        onConfirm={confirmed}
        onCancel={() => setConfirming(null)}
      >
        {expected && (
          <FormGroup check className="confirm-notify mt-3 mb-0">
            <Input id={notifyId} type="checkbox" checked={notifyClient} onChange={(event) => setNotifyClient(event.target.checked)} aria-describedby={`${notifyId}-help`} />
            <Label check for={notifyId}>
              {t('confirm.notifyClient')}
            </Label>
            <FormText id={`${notifyId}-help`} className="d-block">
              {t('confirm.notifyClientHelp')}
            </FormText>
          </FormGroup>
        )}
      </ConfirmDialog>
    </div>
  );
}
