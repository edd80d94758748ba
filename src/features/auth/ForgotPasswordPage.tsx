import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { errorText } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { emailRule } from './validation';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<{ color: 'danger' | 'success'; text: string } | null>(null);
  const schema = yup.object({ email: emailRule() });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      notice={notice}
      onDismiss={() => setNotice(null)}
      footer={<Link to="/login">{t('auth.forgot.back')}</Link>}
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setNotice(null);
          try {
            await authApi.requestPasswordReset(values.email.trim());
            setNotice({ color: 'success', text: t('auth.forgot.sent') });
          } catch (error) {
            setNotice({ color: 'danger', text: errorText(error) });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" type="email" label={t('auth.fields.email')} autoComplete="email" inputMode="email" />
            <SubmitButton busy={isSubmitting} label={t('auth.forgot.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
