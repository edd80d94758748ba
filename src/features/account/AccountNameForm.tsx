import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import * as yup from 'yup';
import { readFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { selectUser, userUpdated } from '../salon/sessionSlice';
import { useRenameAccountMutation } from './accountApi';
import './locales';

/** 'Seu nome': how the user appears in the top bar and to the salon. */
export function AccountNameForm({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [rename] = useRenameAccountMutation();
  const schema = yup.object({ name: yup.string().trim().required(t('profile.errors.name')).max(120, t('profile.errors.nameLong')) });

  async function submit(values: { name: string }, { setErrors, resetForm }: FormikHelpers<{ name: string }>) {
    try {
      const saved = await rename({ name: values.name.trim() }).unwrap();
      resetForm({ values: { name: saved.name } });
      if (user) dispatch(userUpdated({ ...user, name: saved.name }));
      toast.success(t('profile.nameSaved'));
    } catch (error) {
      const { fields, message } = readFailure(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(message);
    }
  }

  return (
    <Formik initialValues={{ name }} enableReinitialize validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="account__inline">
          <TextField name="name" label={t('profile.name')} autoComplete="name" />
          <Button type="submit" color="primary" outline disabled={isSubmitting || !dirty}>
            {isSubmitting && <Spinner size="sm" className="me-2" />}
            {t('profile.saveName')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
