import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import type { AnyObjectSchema } from 'yup';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { serverErrors } from './itemForm';
import './locales';

interface Props<V extends FormikValues> {
  isOpen: boolean;
  title: string;
  initialValues: V;
  schema: AnyObjectSchema;
  /** Saves; a rejection (an ApiFailure) puts the server's messages under the fields. */
  submit(values: V): Promise<unknown>;
  onClose(): void;
  /** Left of Cancelar/Salvar: the edit modals' Deletar. */
  footerStart?(busy: boolean): ReactNode;
  children: ReactNode;
}

/**
 * The catalogue's modal forms: Formik with its yup schema, a spinner on Salvar and an overlay while saving (both
 * clear whatever the outcome), server field errors under their fields and the rest in a notice at the top.
 */
export function FormModal<V extends FormikValues>({ isOpen, title, initialValues, schema, submit, onClose, footerStart, children }: Props<V>) {
  const { t } = useTranslation('catalogue');
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal isOpen={isOpen} toggle={close} backdrop={busy ? 'static' : true} keyboard={!busy} scrollable>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, { setErrors }) => {
          setNotice(null);
          setBusy(true);
          try {
            await submit(values);
            onClose();
          } catch (failure) {
            const errors = serverErrors(failure, Object.keys(initialValues));
            setErrors(errors.fields as FormikErrors<V>);
            setNotice(errors.notice);
          } finally {
            setBusy(false);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="catalogue-form">
            <ModalHeader toggle={close}>{title}</ModalHeader>
            <ModalBody className="position-relative">
              {notice && (
                <Alert color="danger" role="alert" toggle={() => setNotice(null)}>
                  {notice}
                </Alert>
              )}
              {children}
              <LoadingOverlay active={isSubmitting} />
            </ModalBody>
            <ModalFooter>
              {footerStart?.(isSubmitting)}
              <Button type="button" color="secondary" outline onClick={close} disabled={isSubmitting}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('save')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
