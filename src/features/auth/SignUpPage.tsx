import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { PLAN_CONSTANTS, type PlanId } from '../../../server/contract/constants';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { AuthCard } from './AuthCard';
import { signUpRequested } from './authSlice';
import { SubmitButton } from './SubmitButton';
import { confirmationRule, emailRule, passwordRule } from './validation';

export default function SignUpPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planParam = Number(params.get('plan'));
  const plan = planParam in PLAN_CONSTANTS ? (planParam as PlanId) : undefined;
  const [notice, setNotice] = useState<string | null>(null);

  const schema = yup.object({
    name: yup.string().trim().required(t('auth.errors.name')),
    salonName: yup.string().trim().required(t('auth.errors.salonName')),
    email: emailRule(),
    password: passwordRule(),
    passwordConfirmation: confirmationRule(t('auth.errors.confirmation')),
  });

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={plan ? t('auth.signUp.subtitlePlan', { plan: PLAN_CONSTANTS[plan].name }) : t('auth.signUp.subtitle')}
      notice={notice ? { color: 'danger', text: notice } : null}
      onDismiss={() => setNotice(null)}
      footer={
        <>
          {t('auth.signUp.haveAccount')} <Link to="/login">{t('auth.signUp.signIn')}</Link>
          <p className="text-muted mt-2 mb-0">
            {t('auth.signUp.terms')} <Link to="/termos">{t('footer.terms')}</Link> · <Link to="/privacidade">{t('footer.privacy')}</Link>
          </p>
        </>
      }
    >
      <Formik
        initialValues={{ name: '', salonName: '', email: '', password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values, { setErrors }) => {
          setNotice(null);
          try {
            await dispatch(
              signUpRequested({
                name: values.name.trim(),
                salon_name: values.salonName.trim(),
                email: values.email.trim(),
                password: values.password,
                password_confirmation: values.passwordConfirmation,
                plan,
              }),
            ).unwrap();
            navigate('/login', { state: { notice: t('auth.signUp.success') } });
          } catch (failure) {
            const { fields = {}, message } = failure as { fields?: Record<string, string>; message?: string };
            const { base, fullMessages, ...perField } = fields;
            setErrors(perField);
            if (base || fullMessages || Object.keys(perField).length === 0) setNotice(base ?? fullMessages ?? message ?? t('errors.unknown'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label={t('auth.fields.name')} autoComplete="name" />
            <TextField name="salonName" label={t('auth.fields.salonName')} autoComplete="organization" />
            <TextField name="email" type="email" label={t('auth.fields.email')} autoComplete="email" inputMode="email" />
            <div className="row">
              <div className="col-md-6">
                <TextField name="password" type="password" label={t('auth.fields.password')} autoComplete="new-password" />
              </div>
              <div className="col-md-6">
                <TextField name="passwordConfirmation" type="password" label={t('auth.fields.passwordConfirmation')} autoComplete="new-password" />
              </div>
            </div>
            <SubmitButton busy={isSubmitting} label={t('auth.signUp.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
