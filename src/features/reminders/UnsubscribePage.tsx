import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { Icon } from '../../components/Icon';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useUnsubscribeRemindersMutation } from './remindersApi';
import './locales';
import './reminders.css';

/** Nothing came back, or the server failed or was busy: the same link may work on a second try. */
const worthRetrying = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500;

/**
 * /lembretes/cancelar?token=...: the link at the foot of a reminder e-mail. A client of the salon (no account, no
 * sign-in) opens it; it is sent once on load and says which salon stops writing. The server answers the same for
 * a link opened twice, so a reload shows the same confirmation. A missing, unknown or mangled token is one case
 * for the client: the link does not work, and the salon can help.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('reminders');
  useDocumentTitle(t('unsubscribe.title'), { brand: true });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeRemindersMutation();
  // One request per token, even when React runs the effect twice (StrictMode) or the page re-renders.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void unsubscribe(token);
  }, [token, unsubscribe]);

  const failure = error ? readFailure(error) : null;
  const state = !token || (failure && !worthRetrying(failure.status)) ? 'invalid' : failure ? 'retry' : data && !isLoading ? 'done' : 'working';

  return (
    <section className="auth-page">
      <div className="auth-card card border-0 shadow">
        <div className="card-body p-4 p-md-5">
          <span className="reminders-mark mb-3" aria-hidden="true">
            <Icon name="bell" size={24} />
          </span>
          <h1 className="h3 mb-3">{t('unsubscribe.title')}</h1>
          {state === 'working' && (
            <p className="d-flex align-items-center gap-2 mb-0" role="status">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('unsubscribe.working')}
            </p>
          )}
          {state === 'done' && data && (
            <>
              <Alert color="success" role="status" className="mb-3">
                {t('unsubscribe.done', { salon: data.salon_name })}
              </Alert>
              <p className="text-muted mb-0">{t('unsubscribe.doneHint')}</p>
            </>
          )}
          {state === 'invalid' && (
            <Alert color="warning" role="alert" className="mb-0">
              {t('unsubscribe.invalid')}
            </Alert>
          )}
          {state === 'retry' && (
            <>
              <Alert color="danger" role="alert">
                {t('unsubscribe.network')}
              </Alert>
              <Button color="primary" className="w-100 py-2" disabled={isLoading} onClick={() => void unsubscribe(token)}>
                {t('unsubscribe.retry')}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
