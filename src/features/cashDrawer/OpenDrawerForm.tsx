import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Card, CardBody, Spinner } from 'reactstrap';
import * as yup from 'yup';
import { readFailure, signedOutBy } from '../../api/errors';
import { MoneyField } from '../../components/MoneyField';
import { useOpenDrawerMutation } from './cashDrawerApi';
import './locales';

interface Values {
  float: number | null;
}

/** No drawer open: 'Abrir caixa' with the float of change put in it. */
export function OpenDrawerForm({ salonId }: { salonId: number }) {
  const { t } = useTranslation('cashDrawer');
  const [openDrawer] = useOpenDrawerMutation();
  const schema = yup.object({ float: yup.number().nullable().required(t('validation.float')).min(0, t('validation.float')) });

  async function submit(values: Values, { setErrors }: FormikHelpers<Values>) {
    try {
      await openDrawer({ salonId, float: values.float ?? 0 }).unwrap();
      toast.success(t('toasts.opened'));
    } catch (failed) {
      const failure = readFailure(failed);
      if (signedOutBy(failure)) return;
      setErrors(failure.fields);
      if (!failure.fields.float) toast.error(failure.fields.base ?? failure.message);
    }
  }

  return (
    <Card className="cash-card">
      <CardBody>
        <p>{t('open.none')}</p>
        <Formik<Values> initialValues={{ float: null }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="cash-open">
              <MoneyField name="float" label={t('open.float')} />
              <Button type="submit" color="primary" disabled={isSubmitting} className="touch">
                {isSubmitting && <Spinner size="sm" className="me-2" />}
                {t('open.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      </CardBody>
    </Card>
  );
}
