import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, TabContent, TabPane } from 'reactstrap';
import { readFailure, type DuplicateMatch } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import { DuplicateDialog } from '../../components/DuplicateDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { useFocusReturn } from '../../components/useFocusReturn';
import { selectSalonId } from '../salon/sessionSlice';
import { clientSchema, initialValues, toInput, type ClientFormValues, type ClientTab } from './clientForm';
import { ClientAddressFields, ClientDetailsFields } from './ClientFormFields';
import { ClientFormTabs } from './ClientFormTabs';
import { useCreateClientMutation, useUpdateClientMutation, type Client } from './clientsApi';
import './locales';

/** The dialog takes the focus as it opens; typing starts in the name, unless the user is already typing elsewhere. */
function focusName() {
  if (!(document.activeElement instanceof HTMLInputElement)) document.getElementById('field-name')?.focus();
}

/**
 * Cancelar leaves the focus where it is: leaving the (focused) empty name would show its message, push the
 * footer down between the press and the release, and the click would land on nothing. (Salvar does blur the
 * field: a blur after the save would validate again and wipe the server's field errors.)
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface Props {
  isOpen: boolean;
  /** null creates a new client. */
  client: Client | null;
  onClose(): void;
}

/** 'Novo Cliente' / 'Editar Cliente', tabs Detalhes and Endereço, saved as multipart. */
export function ClientFormModal({ isOpen, client, onClose }: Props) {
  const { t } = useTranslation('clients');
  const [createClient] = useCreateClientMutation();
  const [updateClient] = useUpdateClientMutation();
  const salonId = useAppSelector(selectSalonId);
  const [tab, setTab] = useState<ClientTab>('details');
  const [notice, setNotice] = useState<string | null>(null);
  // A 409 'Já existe ...' waits here for Continuar (save anyway) or Voltar (back to the form as it was).
  const [duplicate, setDuplicate] = useState<DuplicateMatch | null>(null);
  const allowDuplicate = useRef(false);
  const formik = useRef<FormikProps<ClientFormValues>>(null);
  const start = initialValues(client);
  const focusReturn = useFocusReturn(isOpen);

  // The next opening starts clean, on the first tab.
  function reset() {
    setTab('details');
    setNotice(null);
    setDuplicate(null);
  }

  function closed() {
    reset();
    focusReturn.onClosed();
  }

  function continueAnyway() {
    setDuplicate(null);
    allowDuplicate.current = true;
    void formik.current?.submitForm();
  }

  async function submit(values: ClientFormValues, { setErrors }: FormikHelpers<ClientFormValues>) {
    setNotice(null);
    const input = toInput(values);
    const allow = allowDuplicate.current;
    allowDuplicate.current = false;
    const save = { input, avatar: values.avatar, allowDuplicate: allow };
    try {
      await (client ? updateClient({ id: client.id, ...save }) : createClient({ salonId: salonId ?? 0, ...save })).unwrap();
      toast.success(t(client ? 'updated' : 'created'));
      onClose();
    } catch (error) {
      const failure = readFailure(error);
      if (failure.duplicate) {
        setDuplicate(failure.duplicate);
        return;
      }
      const { base, ...fields } = failure.fields;
      setErrors(fields);
      // Anything that is not about one field (network, server, plan) is said above the form.
      if (base || Object.keys(fields).length === 0) setNotice(base ?? failure.message);
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={onClose} size="lg" fullscreen="sm" scrollable onOpened={focusName} returnFocusAfterClose={false} onClosed={closed}>
      <Formik innerRef={formik} initialValues={start} validationSchema={clientSchema(t, start.phone)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="client-form d-flex flex-column overflow-hidden h-100">
            <ModalHeader toggle={onClose}>{t(client ? 'form.editTitle' : 'form.newTitle')}</ModalHeader>
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
              <Button type="button" color="secondary" outline onMouseDown={keepFocus} onClick={onClose} disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('form.save')}
              </Button>
            </ModalFooter>
          </Form>
        )}
      </Formik>
      <DuplicateDialog duplicate={duplicate} kind="client" onContinue={continueAnyway} onBack={() => setDuplicate(null)} />
    </Modal>
  );
}
