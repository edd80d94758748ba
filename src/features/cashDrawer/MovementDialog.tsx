import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import * as yup from 'yup';
import { readFailure, signedOutBy } from '../../api/errors';
import { MoneyField } from '../../components/MoneyField';
import { TextField } from '../../components/TextField';
import { useMoveCashMutation } from './cashDrawerApi';
import './locales';

interface Values {
  amount: number | null;
  reason: string;
}

/** A sangria (cash taken out) or a suprimento (cash put in), with its amount and reason; the server checks the cash. */
export function MovementDialog({ drawerId, kind, onClose }: { drawerId: number; kind: 'sangria' | 'suprimento' | null; onClose(): void }) {
  const { t } = useTranslation('cashDrawer');
  const titleId = useId();
  const [move] = useMoveCashMutation();
  const schema = yup.object({
    amount: yup.number().nullable().required(t('validation.amount')).min(1, t('validation.amount')),
    reason: yup.string().trim().required(t('validation.reason')).max(255),
  });

  async function submit(values: Values, { setErrors }: FormikHelpers<Values>) {
    if (!kind || values.amount === null) return;
    try {
      await move({ id: drawerId, movement: { kind, amount: values.amount, reason: values.reason.trim() } }).unwrap();
      toast.success(t('toasts.moved'));
      onClose();
    } catch (failed) {
      const failure = readFailure(failed);
      if (signedOutBy(failure)) return;
      setErrors(failure.fields);
      if (Object.keys(failure.fields).length === 0 || failure.fields.base) toast.error(failure.fields.base ?? failure.message);
    }
  }

  return (
    <Modal isOpen={kind !== null} toggle={onClose} centered labelledBy={titleId}>
      <Formik<Values> initialValues={{ amount: null, reason: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <ModalHeader toggle={onClose} id={titleId}>
              {t(kind === 'sangria' ? 'movement.sangriaTitle' : 'movement.suprimentoTitle')}
            </ModalHeader>
            <ModalBody>
              <MoneyField name="amount" label={t('movement.amount')} />
              <TextField name="reason" label={t('movement.reason')} maxLength={255} />
            </ModalBody>
            <ModalFooter>
              <Button color="secondary" outline onClick={onClose} disabled={isSubmitting} className="touch">
                {t('actions.cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting} className="touch">
                {isSubmitting && <Spinner size="sm" className="me-2" />}
                {t('movement.confirm')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
