import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, TabContent, TabPane } from 'reactstrap';
import type { ApiFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectSalonId } from '../auth/authSlice';
import { clientSchema, initialValues, toInput, type ClientFormValues, type ClientTab } from './clientForm';
import { ClientAddressFields, ClientDetailsFields } from './ClientFormFields';
import { ClientFormTabs } from './ClientFormTabs';
import type { Client } from './clientsApi';
import { clientCreated, clientUpdated } from './clientsThunks';

interface Props {
  isOpen: boolean;
  /** null creates a new client. */
  client: Client | null;
  onClose(): void;
  onSaved?(client: Client): void;
}

/** 'Novo Cliente' / 'Editar Cliente', tabs Detalhes and Endereço, saved as multipart. */
export function ClientFormModal({ isOpen, client, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const salonId = useAppSelector(selectSalonId);
  const [tab, setTab] = useState<ClientTab>('details');
  const [notice, setNotice] = useState<string | null>(null);
  const start = initialValues(client);

  // The next opening starts clean, on the first tab.
  function reset() {
    setTab('details');
    setNotice(null);
  }

  async function submit(values: ClientFormValues, { setErrors }: FormikHelpers<ClientFormValues>) {
    setNotice(null);
    const input = toInput(values);
    try {
      const saved = client
        ? await dispatch(clientUpdated({ id: client.id, input, avatar: values.avatar })).unwrap()
        : await dispatch(clientCreated({ salonId: salonId ?? 0, input, avatar: values.avatar })).unwrap();
      toast.success(t(client ? 'clients.updated' : 'clients.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const failure = error as ApiFailure;
      const { base, ...fields } = failure.fields ?? {};
      setErrors(fields);
      // Anything that is not about one field (network, server, plan) is said above the form.
      if (base || Object.keys(fields).length === 0) setNotice(base ?? failure.message ?? t('errors.unknown'));
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} size="lg" fullscreen="sm" scrollable onClosed={reset}>
      <Formik initialValues={start} validationSchema={clientSchema(t, start.phone)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="client-form d-flex flex-column overflow-hidden h-100">
            <ModalHeader toggle={onClose}>{t(client ? 'clients.form.editTitle' : 'clients.form.newTitle')}</ModalHeader>
            <ModalBody className="position-relative">
              <LoadingOverlay active={isSubmitting} />
              {notice && (
                <Alert color="danger" isOpen toggle={() => setNotice(null)}>
                  {notice}
                </Alert>
              )}
              <ClientFormTabs tab={tab} onChange={setTab} />
              <TabContent activeTab={tab}>
                <TabPane tabId="details" role="tabpanel" id="client-pane-details" aria-labelledby="client-tab-details">
                  <ClientDetailsFields client={client} />
                </TabPane>
                <TabPane tabId="address" role="tabpanel" id="client-pane-address" aria-labelledby="client-tab-address">
                  <ClientAddressFields />
                </TabPane>
              </TabContent>
            </ModalBody>
            <ModalFooter>
              <Button type="button" color="secondary" outline onClick={onClose} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('clients.form.save')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
