import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { readFailure, signedOutBy } from '../../../api/errors';
import '../locales';

/** 'Agendamento movido ...' with Desfazer, for the 5 seconds the undo is offered. */
export function MoveToast({ text, onUndo }: { text: string; onUndo: () => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="agenda-toast">
      <span>{text}</span>
      <button type="button" className="btn btn-sm btn-light agenda-toast__action" onClick={onUndo}>
        {t('move.undo')}
      </button>
    </div>
  );
}

const TOAST_ID = 'agenda-load-failed';

function LoadFailedToast({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="agenda-toast">
      <span>{t('errors.load')}</span>
      <button type="button" className="btn btn-sm btn-light agenda-toast__action" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/**
 * Spec section 8's load failure, said once per failed request, with a way to try again (a 401/403 has already
 * signed the user out: nothing to add). The retry closes the toast and asks again.
 */
export function useLoadFailureToast(error: unknown, retry: () => void) {
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    if (!error || signedOutBy(readFailure(error))) return;
    const onRetry = () => {
      toast.dismiss(TOAST_ID);
      latestRetry.current();
    };
    toast.error(<LoadFailedToast onRetry={onRetry} />, { toastId: TOAST_ID, autoClose: false, closeOnClick: false });
  }, [error]);
}

/** Stays above the grid while the day could not be loaded: an empty grid must never pass for a free day. */
export function LoadFailedBanner({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('agenda');
  return (
    <div className="alert alert-warning d-flex align-items-center justify-content-between gap-2 agenda-failed" role="alert">
      <span>{t('errors.banner')}</span>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
