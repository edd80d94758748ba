import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { errorText } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { confirmationRule, passwordRule } from './validation';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  // Invitations of professionals use this page too: they create their first password, not a new one.
  const invite = params.get('invite') === '1';
  const [notice, setNotice] = useState<string | null>(token ? null : t('auth.reset.missingToken'));
  const schema = yup.object({ password: passwordRule(), passwordConfirmation: confirmationRule(t('auth.errors.resetConfirmation')) });

  return (
    <AuthCard
      title={t(invite ? 'auth.reset.inviteTitle' : 'auth.reset.title')}
      subtitle={t(invite ? 'auth.reset.inviteSubtitle' : 'auth.reset.subtitle')}
      notice={notice ? { color: 'danger', text: notice } : null}
      onDismiss={() => setNotice(null)}
      footer={<Link to="/forgot">{t('auth.reset.askAgain')}</Link>}
    >
      <Formik
        initialValues={{ password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setNotice(null);
          try {
            await authApi.resetPassword(values.password, values.passwordConfirmation, token);
            navigate('/login', { replace: true, state: { notice: t('auth.reset.success') } });
          } catch (error) {
            setNotice(errorText(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="password" type="password" label={t(invite ? 'auth.fields.password' : 'auth.fields.newPassword')} autoComplete="new-password" />
            <TextField name="passwordConfirmation" type="password" label={t('auth.fields.passwordConfirmation')} autoComplete="new-password" />
            <SubmitButton busy={isSubmitting || !token} label={t(invite ? 'auth.reset.inviteSubmit' : 'auth.reset.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
