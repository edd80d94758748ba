import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { readFailure } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { useChangePasswordMutation } from './accountApi';
import './locales';

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}
const EMPTY: Values = { currentPassword: '', password: '', passwordConfirmation: '' };

/** The server's rules (8 to 128 characters, the same twice), said before sending. */
const schema = (t: TFunction) =>
  yup.object({
    currentPassword: yup.string().required(t('password.errors.current')),
    password: yup.string().required(t('password.errors.short')).min(8, t('password.errors.short')).max(128, t('password.errors.long')),
    passwordConfirmation: yup
      .string()
      .required(t('password.errors.confirmation'))
      .test('matches', t('password.errors.mismatch'), function matches(value) {
        const password: unknown = this.parent.password;
        return !value || !password || value === password;
      }),
  });

/** 'Alterar senha': the current password, then the new one twice; the other devices are signed out. */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const [change] = useChangePasswordMutation();

  async function submit(values: Values, { setErrors, resetForm }: FormikHelpers<Values>) {
    try {
      const answer = await change({ current_password: values.currentPassword, password: values.password, password_confirmation: values.passwordConfirmation }).unwrap();
      resetForm({ values: EMPTY });
      toast.success(answer.message);
    } catch (error) {
      const { fields, message } = readFailure(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(message);
    }
  }

  return (
    <Formik initialValues={EMPTY} validationSchema={schema(t)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <TextField name="currentPassword" type="password" label={t('password.current')} autoComplete="current-password" />
          <div className="row">
            <div className="col-md-6">
              <TextField name="password" type="password" label={t('password.new')} autoComplete="new-password" />
            </div>
            <div className="col-md-6">
              <TextField name="passwordConfirmation" type="password" label={t('password.confirmation')} autoComplete="new-password" />
            </div>
          </div>
          <p className="form-text mt-0">{t('password.help')}</p>
          <div className="account__actions">
            <Button type="submit" color="primary" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-2" />}
              {t('password.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
