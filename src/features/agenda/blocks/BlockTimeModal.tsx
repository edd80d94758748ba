import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { useCan } from '../../salon/useCan';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { SelectField } from '../../../components/SelectField';
import { selectUser } from '../../salon/sessionSlice';
import { useCreateBlockedTimeMutation } from '../agendaApi';
import { BLOCK_FIELDS, BLOCK_RENAME, blockDefaults, blockSchema, toBlockFields, type BlockValues } from './blockForm';
import { BlockReasonFields, BlockRepeatFields, BlockWhenFields } from './BlockTimeFields';
import { formFailure } from '../appointment/formFailure';
import { useModalLists } from '../appointment/useModalLists';
import '../appointment/appointmentModals.css';
import '../locales/appointments';

type Draft = { start: number; employeeId: number | null };
interface Props {
  isOpen: boolean;
  draft: Draft | null;
  onClose(): void;
}

/** 'Bloquear horário': lunch, a day off or a course of one professional, once or every week until a date. */
export function BlockTimeModal({ isOpen, draft, onClose }: Props) {
  return (
    <Modal isOpen={isOpen} toggle={onClose} fullscreen="sm" scrollable backdrop="static" labelledBy="block-modal-title">
      <BlockTimeForm draft={draft} onClose={onClose} />
    </Modal>
  );
}

function BlockTimeForm({ draft, onClose }: { draft: Draft | null; onClose(): void }) {
  const { t } = useTranslation('appointments');
  const { salonId, employees, employeesLoading } = useModalLists();
  const selfId = useAppSelector(selectUser)?.employee_id ?? null;
  const [createBlockedTime] = useCreateBlockedTimeMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [initial, setInitial] = useState<BlockValues | null>(null);
  // A professional blocks only their own time: the one choice is made for them.
  const fixed = !useCan('agendaEveryone') && employees.length === 1;
  // The default professional needs the list: computed once it is there, never reset while typing.
  if (!employeesLoading && initial === null) setInitial(blockDefaults(draft, employees, selfId));

  async function save(values: BlockValues, { setErrors }: FormikHelpers<BlockValues>) {
    setNotice(null);
    try {
      const fields = toBlockFields(values, (reason) => t(`block.reasons.${reason}`));
      const created = await createBlockedTime({ salonId, fields }).unwrap();
      toast.success(t('toasts.blocked', { count: created.length }));
      onClose();
    } catch (error) {
      const failed = formFailure(readFailure(error), BLOCK_FIELDS, BLOCK_RENAME);
      // A whole day hides the start and end: their messages (a taken slot) are said above the form instead.
      const hidden = values.allDay ? [failed.errors.time, failed.errors.until].filter(Boolean) : [];
      setErrors(failed.errors);
      setNotice([failed.notice, ...hidden].filter(Boolean).join(' ') || null);
    }
  }

  const title = (
    <ModalHeader toggle={onClose}>
      <span id="block-modal-title">{t('block.title')}</span>
    </ModalHeader>
  );
  if (!initial) return <>{title}<ModalBody className="position-relative appointment-loading"><LoadingOverlay active /></ModalBody></>;
  return (
    <Formik initialValues={initial} validationSchema={blockSchema(t)} onSubmit={save}>
      {({ isSubmitting }) => (
        <Form noValidate className="d-flex flex-column overflow-hidden h-100">
          {title}
          <ModalBody className="position-relative">
            <LoadingOverlay active={isSubmitting} />
            {notice && <Alert color="danger" isOpen toggle={() => setNotice(null)}>{notice}</Alert>}
            <SelectField
              name="employee"
              label={t('form.employee')}
              placeholder={fixed ? undefined : t('form.employeePlaceholder')}
              options={employees.map((e) => ({ value: e.id, label: e.name }))}
              disabled={fixed}
            />
            <BlockWhenFields />
            <BlockReasonFields />
            <BlockRepeatFields />
          </ModalBody>
          <ModalFooter>
            <Button type="button" color="secondary" outline onClick={onClose} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="primary" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('block.submit')}
            </Button>
          </ModalFooter>
        </Form>
      )}
    </Formik>
  );
}
