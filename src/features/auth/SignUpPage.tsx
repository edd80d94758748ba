import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { PLAN_CONSTANTS, type PlanId } from '../../../server/contract/constants';
import { readFailure } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { isCompletePhone, maskPhone } from '../../lib/masks';
import { AuthCard } from './AuthCard';
import { signUpRequested } from '../salon/sessionSlice';
import { ChosenPlan } from './ChosenPlan';
import { SubmitButton } from './SubmitButton';
import { confirmationRule, emailRule, passwordRule } from './validation';
import './locales';

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planParam = Number(params.get('plan'));
  const plan = planParam in PLAN_CONSTANTS ? (planParam as PlanId) : undefined;
  // The cycle chosen on the pricing page becomes the salon's, so the plan page offers it again.
  const billing = params.get('billing') === 'annual' ? ('annual' as const) : undefined;
  const [notice, setNotice] = useState<string | null>(null);

  const schema = yup.object({
    name: yup.string().trim().required(t('errors.name')),
    salonName: yup.string().trim().required(t('errors.salonName')),
    phone: yup.string().test('phone', t('errors.phone'), (value) => !value?.trim() || isCompletePhone(value)),
    email: emailRule(),
    password: passwordRule(),
    passwordConfirmation: confirmationRule(t('errors.confirmation')),
  });

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      notice={notice ? { color: 'danger', text: notice } : null}
      onDismiss={() => setNotice(null)}
      footer={
        <>
          {t('signUp.haveAccount')} <Link to="/login">{t('signUp.signIn')}</Link>
          <p className="text-muted mt-2 mb-0">
            {t('signUp.terms')} <Link to="/termos">{t('footer.terms')}</Link> · <Link to="/privacidade">{t('footer.privacy')}</Link>
          </p>
        </>
      }
    >
      <Formik
        initialValues={{ name: '', salonName: '', phone: '', email: '', password: '', passwordConfirmation: '' }}
        validationSchema={schema}
        onSubmit={async (values, { setErrors }) => {
          setNotice(null);
          try {
            await dispatch(
              signUpRequested({
                name: values.name.trim(),
                salon_name: values.salonName.trim(),
                ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
                email: values.email.trim(),
                password: values.password,
                password_confirmation: values.passwordConfirmation,
                plan,
                billing,
              }),
            ).unwrap();
            // The sign-in form comes filled in with the e-mail just used (in the page's state, never stored).
            navigate('/login', { state: { notice: t('signUp.success'), email: values.email.trim() } });
          } catch (failure) {
            const { fields, message } = readFailure(failure);
            const { base, fullMessages, ...perField } = fields;
            setErrors(perField);
            if (base || fullMessages || Object.keys(perField).length === 0) setNotice(base ?? fullMessages ?? message);
          }
        }}
      >
        {({ isSubmitting, setFieldValue }) => (
          <Form noValidate>
            {plan && <ChosenPlan plan={plan} billing={billing ?? 'monthly'} />}
            <TextField name="name" label={t('fields.name')} autoComplete="name" />
            <TextField name="salonName" label={t('fields.salonName')} autoComplete="organization" />
            <TextField
              name="phone"
              type="tel"
              label={t('fields.whatsapp')}
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(11) 98765-4321"
              onChange={(event) => void setFieldValue('phone', maskPhone(event.target.value))}
            />
            <TextField name="email" type="email" label={t('fields.email')} autoComplete="email" inputMode="email" />
            <div className="row">
              <div className="col-md-6">
                <TextField name="password" type="password" label={t('fields.password')} autoComplete="new-password" />
              </div>
              <div className="col-md-6">
                <TextField name="passwordConfirmation" type="password" label={t('fields.passwordConfirmation')} autoComplete="new-password" />
              </div>
            </div>
            <SubmitButton busy={isSubmitting} label={t('signUp.submit')} />
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
