import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { sessionCleared } from '../salon/sessionSlice';
import './locales';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; retry: boolean };

/**
 * /confirmar-email?token=...: the link sent to a new sign-in e-mail. Opening it changes the e-mail; every
 * device signs in again (the e-mail is their `uid`), so a session stored here is dropped too.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: t('confirmEmail.missingToken'), retry: false });
  // One request per token, even when React runs the effect twice (StrictMode) or the page re-renders.
  const asked = useRef<string | null>(null);

  const confirm = async () => {
    setState({ kind: 'working' });
    try {
      const message = await authApi.confirmEmailChange(token);
      dispatch(sessionCleared());
      setState({ kind: 'done', message });
    } catch (error) {
      const failure = readFailure(error);
      setState({ kind: 'failed', message: failure.message, retry: failure.status === null || failure.status >= 500 });
    }
  };

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void confirm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token
  }, [token]);

  return (
    <AuthCard title={t('confirmEmail.title')}>
      {state.kind === 'working' && (
        <p className="d-flex align-items-center gap-2" role="status">
          <Spinner size="sm" /> {t('confirmEmail.working')}
        </p>
      )}
      {state.kind === 'done' && (
        <>
          <Alert color="success" role="status">
            {state.message}
          </Alert>
          <Link to="/login" className="btn btn-primary w-100 py-2">
            {t('confirmEmail.signIn')}
          </Link>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <Alert color="danger" role="alert">
            {state.message}
          </Alert>
          {state.retry && (
            <Button color="primary" className="w-100 py-2" onClick={() => void confirm()}>
              {t('confirmEmail.retry')}
            </Button>
          )}
        </>
      )}
    </AuthCard>
  );
}
