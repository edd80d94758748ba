import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { track } from '../../api/analytics';
import { readFailure } from '../../api/errors';
import { AuthCard } from './AuthCard';
import { selectIsSignedIn, selectSessionExpired, sessionCleared, sessionNoticeDismissed, signInRequested, tokenValidated } from '../salon/sessionSlice';
import { SubmitButton } from './SubmitButton';
import { emailRule } from './validation';
import './locales';

interface LocationState {
  notice?: string;
  from?: string;
  /** Just signed up or set a password: the e-mail is filled in, and the password is what is left to type. */
  email?: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LocationState;
  const signedIn = useAppSelector(selectIsSignedIn);
  const expired = useAppSelector(selectSessionExpired);
  const [notice, setNotice] = useState<{ color: 'danger' | 'success'; text: string } | null>(
    state.notice ? { color: 'success', text: state.notice } : null,
  );
  // Sent back here because the server no longer accepts the session: say why, until it is dismissed or replaced.
  const shown = notice ?? (expired ? { color: 'warning' as const, text: t('login.sessionExpired') } : null);

  // A stored session is checked once: still valid goes straight to the agenda, otherwise it is dropped.
  useEffect(() => {
    if (!signedIn) return;
    dispatch(tokenValidated())
      .unwrap()
      .then(() => navigate('/agenda', { replace: true }))
      .catch(() => dispatch(sessionCleared()));
    // Only on arrival: signing in below navigates by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const schema = yup.object({ email: emailRule(), password: yup.string().required(t('errors.passwordShort')) });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      notice={shown}
      onDismiss={() => {
        setNotice(null);
        dispatch(sessionNoticeDismissed());
      }}
      footer={
        <>
          <Link to="/forgot">{t('login.forgot')}</Link>
          <span className="mx-2 text-muted">·</span>
          {t('login.noAccount')} <Link to="/cadastrar">{t('login.signUp')}</Link>
        </>
      }
    >
      <Formik
        initialValues={{ email: state.email ?? '', password: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setNotice(null);
          dispatch(sessionNoticeDismissed());
          try {
            const { user } = await dispatch(signInRequested({ email: values.email.trim(), password: values.password })).unwrap();
            track('identify', { user_id: user.id, name: user.name, email: user.email, salon_id: user.salon.id, salon: user.salon.name });
            toast.success(t('login.welcome'));
            navigate(state.from && state.from !== '/login' ? state.from : '/agenda', { replace: true });
          } catch (failure) {
            setNotice({ color: 'danger', text: readFailure(failure).message });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" inputMode="email" />
            <TextField name="password" type="password" label={t('fields.password')} autoComplete="current-password" autoFocus={Boolean(state.email)} />
            <SubmitButton busy={isSubmitting} label={t('login.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
