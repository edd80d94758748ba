import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import * as yup from 'yup';
import { CLOSED_ACCOUNT_RETENTION_DAYS } from '../../../server/contract/constants';
import { readFailure } from '../../api/errors';
import { TextField } from '../../components/TextField';
import { useFocusReturn } from '../../components/useFocusReturn';
import { formatDate } from '../../lib/dates';
import { useCloseAccountMutation } from './salonPrivacyApi';
import './locales';

interface Props {
  salonId: number;
  isOpen: boolean;
  onClose(): void;
  /** The server closed the account and signed everyone out; `notice` says when the data goes. */
  onAccountClosed(notice: string): void;
}

const focusPassword = () => document.getElementById('field-password')?.focus();

/** 'Encerrar a conta do salão?': the owner's password confirms it (a wrong one is said under the field). */
export function CloseAccountDialog({ salonId, isOpen, onClose, onAccountClosed }: Props) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const [close] = useCloseAccountMutation();
  const focusReturn = useFocusReturn(isOpen);
  const days = CLOSED_ACCOUNT_RETENTION_DAYS;

  async function submit(values: { password: string }, { setErrors }: FormikHelpers<{ password: string }>) {
    try {
      const closed = await close({ salonId, password: values.password }).unwrap();
      onAccountClosed(t('salonPrivacy.close.done', { date: formatDate(closed.delete_after * 1000, 'P', i18n.language) }));
    } catch (error) {
      const { fields, message } = readFailure(error);
      if (fields.password) setErrors({ password: fields.password });
      else toast.error(message);
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy={titleId} onOpened={focusPassword} {...focusReturn}>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={yup.object({ password: yup.string().required(t('salonPrivacy.close.passwordRequired')) })}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <ModalHeader toggle={onClose} id={titleId}>{t('salonPrivacy.close.dialogTitle')}</ModalHeader>
            <ModalBody>
              <p>{t('salonPrivacy.close.dialogText', { days })}</p>
              <TextField name="password" type="password" label={t('salonPrivacy.close.password')} autoComplete="current-password" />
            </ModalBody>
            <ModalFooter>
              <Button type="button" color="secondary" outline onClick={onClose} disabled={isSubmitting}>{t('salonPrivacy.close.cancel')}</Button>
              <Button type="submit" color="danger" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('salonPrivacy.close.confirm')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
