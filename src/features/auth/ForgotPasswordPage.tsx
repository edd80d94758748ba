import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { readFailure } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { authApi } from './authApi';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { emailRule } from './validation';
import './locales';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<{ color: 'danger' | 'success'; text: string } | null>(null);
  const schema = yup.object({ email: emailRule() });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      notice={notice}
      onDismiss={() => setNotice(null)}
      footer={<Link to="/login">{t('forgot.back')}</Link>}
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setNotice(null);
          try {
            await authApi.requestPasswordReset(values.email.trim());
            setNotice({ color: 'success', text: t('forgot.sent') });
          } catch (error) {
            setNotice({ color: 'danger', text: readFailure(error).message });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" inputMode="email" />
            <SubmitButton busy={isSubmitting} label={t('forgot.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
