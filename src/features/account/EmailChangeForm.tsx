import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Spinner } from 'reactstrap';
import * as yup from 'yup';
import { readFailure } from '../../api/errors';
import { EmailText } from '../../components/EmailText';
import { TextField } from '../../components/TextField';
import { useRequestEmailChangeMutation, type Account } from './accountApi';
import './locales';

interface Values {
  email: string;
  currentPassword: string;
}
const EMPTY: Values = { email: '', currentPassword: '' };

/**
 * The sign-in e-mail, and 'Trocar e-mail': the new address and the current password; the change happens when
 * the link sent to the new address is opened (a typo never locks anyone out).
 */
export function EmailChangeForm({ account, onRequested }: { account: Account; onRequested(): void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [request] = useRequestEmailChangeMutation();
  const schema = yup.object({
    email: yup.string().trim().required(t('profile.errors.email')).email(t('profile.errors.email')),
    currentPassword: yup.string().required(t('password.errors.current')),
  });

  async function submit(values: Values, { setErrors, resetForm }: FormikHelpers<Values>) {
    try {
      const answer = await request({ email: values.email.trim(), current_password: values.currentPassword }).unwrap();
      resetForm({ values: EMPTY });
      setOpen(false);
      toast.success(answer.message);
      onRequested();
    } catch (error) {
      const { fields, message } = readFailure(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(message);
    }
  }

  return (
    <div className="account__email">
      <p className="mb-2">
        <span className="account__label">{t('profile.email')}</span> <EmailText email={account.email} />
      </p>
      {account.unconfirmed_email && (
        <Alert color="info" className="py-2" role="status">
          {t('profile.pendingEmail', { email: account.unconfirmed_email })}
        </Alert>
      )}
      {!open ? (
        <Button type="button" color="primary" outline onClick={() => setOpen(true)}>
          {t('profile.changeEmail')}
        </Button>
      ) : (
        <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <div className="row">
                <div className="col-md-6">
                  <TextField name="email" type="email" label={t('profile.newEmail')} autoComplete="email" />
                </div>
                <div className="col-md-6">
                  <TextField name="currentPassword" type="password" label={t('password.current')} autoComplete="current-password" />
                </div>
              </div>
              <p className="form-text mt-0">{t('profile.emailHelp')}</p>
              <div className="account__actions gap-2">
                <Button type="button" color="secondary" outline onClick={() => setOpen(false)} disabled={isSubmitting}>
                  {t('profile.cancel')}
                </Button>
                <Button type="submit" color="primary" disabled={isSubmitting}>
                  {isSubmitting && <Spinner size="sm" className="me-2" />}
                  {t('profile.sendLink')}
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </div>
  );
}
