import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { readFailure, signedOutBy } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../lib/dates';
import { useDeleteBlockedTimeMutation, type BlockedTime } from '../agendaApi';
import { useModalLists } from '../appointment/useModalLists';
import '../appointment/appointmentModals.css';
import '../locales/appointments';

interface Props {
  /** null: closed. */
  blockedTime: BlockedTime | null;
  onClose(): void;
}

/** A blocked time's modal: what it is, and deleting it, or it and the later weeks of its repeat. */
export function BlockedTimeModal({ blockedTime, onClose }: Props) {
  // The last one shown stays while the modal fades out.
  const [shown, setShown] = useState(blockedTime);
  if (blockedTime && blockedTime !== shown) setShown(blockedTime);
  return (
    <Modal isOpen={blockedTime !== null} toggle={onClose} fullscreen="sm" labelledBy="blocked-modal-title">
      {shown && <BlockedTimeDetail key={shown.id} blockedTime={shown} onClose={onClose} />}
    </Modal>
  );
}

function BlockedTimeDetail({ blockedTime, onClose }: { blockedTime: BlockedTime; onClose(): void }) {
  const { t, i18n } = useTranslation('appointments');
  const { employees } = useModalLists();
  const [deleteBlockedTime, { isLoading }] = useDeleteBlockedTimeMutation();
  // Which deletion waits for 'Você tem certeza?': this one, or this and the following ones.
  const [confirming, setConfirming] = useState<'one' | 'series' | null>(null);
  const start = blockedTime.start_at * 1000;
  const end = start + blockedTime.duration * 1000;
  const name = employees.find((e) => e.id === blockedTime.employee_id)?.name ?? '';

  async function remove() {
    const series = confirming === 'series';
    try {
      await deleteBlockedTime({ id: blockedTime.id, series }).unwrap();
      toast.success(t(series ? 'toasts.blockSeriesDeleted' : 'toasts.blockDeleted'));
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      if (!signedOutBy(failure)) toast.error(t('toasts.blockDeleteFailed', { message: failure.message }));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <ModalHeader toggle={onClose}>
        <span id="blocked-modal-title">{t('blocked.title', { reason: blockedTime.reason })}</span>
      </ModalHeader>
      <ModalBody>
        <dl className="appointment-facts mb-0">
          <dt>{t('detail.when')}</dt>
          <dd data-testid="blocked-when">
            {formatDate(start, t('formats.day'), i18n.language)}, {formatDate(start, 'HH:mm', i18n.language)} – {formatDate(end, 'HH:mm', i18n.language)}
          </dd>
          {name && (
            <>
              <dt>{t('form.employee')}</dt>
              <dd>{name}</dd>
            </>
          )}
          {blockedTime.series_id && <dd className="text-muted small">{t('blocked.weekly')}</dd>}
        </dl>
      </ModalBody>
      <ModalFooter className="appointment-actions">
        {blockedTime.series_id && (
          <Button type="button" color="danger" outline disabled={isLoading} onClick={() => setConfirming('series')}>
            {t('blocked.deleteSeries')}
          </Button>
        )}
        <Button type="button" color="danger" outline disabled={isLoading} onClick={() => setConfirming('one')}>
          {t(blockedTime.series_id ? 'blocked.deleteOne' : 'blocked.delete')}
        </Button>
      </ModalFooter>
      <ConfirmDialog
        isOpen={confirming !== null}
        busy={isLoading}
        message={t(confirming === 'series' ? 'blocked.confirmSeries' : 'blocked.confirmOne')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('confirm.back')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
