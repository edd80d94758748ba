import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from 'reactstrap';
import * as yup from 'yup';
import { readFailure } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { confirmationRule, passwordRule } from './validation';
import './locales';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  // Invitations of professionals use this page too: they create their first password, not a new one.
  const invite = params.get('invite') === '1';
  const [notice, setNotice] = useState<string | null>(null);
  // The invitation names the salon that sent it; an unknown or spent token just greets without the name.
  const [salon, setSalon] = useState<string | null>(null);
  useEffect(() => {
    if (!invite || !token) return;
    let current = true;
    authApi.invitationSalon(token).then(
      (name) => current && setSalon(name),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [invite, token]);
  const schema = yup.object({ password: passwordRule(), passwordConfirmation: confirmationRule(t('errors.resetConfirmation')) });
  const askAgain = <Link to="/forgot">{t('reset.askAgain')}</Link>;

  // Without a token there is nothing to save: say so and offer the way out, instead of a form that cannot work.
  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert color="warning" role="alert">
          {t('reset.missingToken')}
        </Alert>
        <Link to="/forgot" className="btn btn-primary w-100 py-2">
          {t('reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t(invite ? 'reset.inviteTitle' : 'reset.title')}
      subtitle={invite && salon ? t('reset.inviteSubtitleSalon', { salon }) : t(invite ? 'reset.inviteSubtitle' : 'reset.subtitle')}
      notice={notice ? { color: 'danger', text: notice } : null}
      onDismiss={() => setNotice(null)}
      footer={askAgain}
    >
      <Formik
        initialValues={{ password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setNotice(null);
          try {
            const email = await authApi.resetPassword(values.password, values.passwordConfirmation, token);
            // A first password is created, not changed: the invited professional is welcomed instead. The sign-in
            // form comes filled in with the account's e-mail (in the page's state, never stored).
            navigate('/login', { replace: true, state: { notice: t(invite ? 'reset.inviteSuccess' : 'reset.success'), email } });
          } catch (error) {
            setNotice(readFailure(error).message);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="password" type="password" label={t(invite ? 'fields.password' : 'fields.newPassword')} autoComplete="new-password" />
            <TextField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" />
            <SubmitButton busy={isSubmitting} label={t(invite ? 'reset.inviteSubmit' : 'reset.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
