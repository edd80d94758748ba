import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { readFailure, type DuplicateMatch } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DuplicateDialog } from '../../components/DuplicateDialog';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { selectSalonId, selectUser, userUpdated } from '../salon/sessionSlice';
import { DETAILS_FIELDS, employeeSchema, initialValues, invitationSent, toFields, type EmployeeValues } from './employeeForm';
import { EmployeeTabs, type EmployeeTab } from './EmployeeTabs';
import { FormNotice, type Notice } from './FormNotice';
import { useServiceGroups } from './serviceGroups';
import { useCreateEmployeeMutation, useDeleteEmployeeMutation, useUpdateEmployeeMutation, type Employee } from './staffApi';
import './locales';

const isDetailsField = (field: string) => (DETAILS_FIELDS as readonly string[]).includes(field);
/** The tab holding the first of these fields' errors, so a failed save shows where to look. */
const tabOf = (fields: string[]): EmployeeTab =>
  fields.some(isDetailsField) ? 'details' : fields.includes('workingHours') ? 'hours' : 'services';

export function EmployeeForm({ employee, seatsFull, onClose }: { employee: Employee | null; seatsFull: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('staff');
  const salonId = useAppSelector(selectSalonId) ?? 0;
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const selfId = user?.employee_id ?? null;
  const knownServiceIds = useServiceGroups().allIds;
  const [createEmployee] = useCreateEmployeeMutation();
  const [updateEmployee] = useUpdateEmployeeMutation();
  const [deleteEmployee] = useDeleteEmployeeMutation();
  const [initial] = useState(() => initialValues(employee, knownServiceIds, i18n.language, seatsFull));
  const [tab, setTab] = useState<EmployeeTab>('details');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A 409 'Já existe ...' waits for Continuar (save anyway) or Voltar (back to the form as it was).
  const [duplicate, setDuplicate] = useState<DuplicateMatch | null>(null);
  const allowDuplicate = useRef(false);
  const formik = useRef<FormikProps<EmployeeValues>>(null);
  const isSelf = employee !== null && employee.id === selfId;

  function continueAnyway() {
    setDuplicate(null);
    allowDuplicate.current = true;
    void formik.current?.submitForm();
  }

  async function save(values: EmployeeValues, { setErrors }: FormikHelpers<EmployeeValues>) {
    setNotice(null);
    const fields = toFields(values);
    const allow = allowDuplicate.current;
    allowDuplicate.current = false;
    try {
      const saved = employee
        ? await updateEmployee({ salonId, id: employee.id, changes: fields, allowDuplicate: allow }).unwrap()
        : await createEmployee({ salonId, fields, allowDuplicate: allow }).unwrap();
      // An owner who gave up the owner role (another owner remains) sees the app as that role from now on.
      if (isSelf && user && saved.role !== user.role) dispatch(userUpdated({ ...user, role: saved.role }));
      toast.success(t(employee ? 'toasts.updated' : 'toasts.created'));
      if (invitationSent(employee, saved, isSelf)) toast.info(t('toasts.invited', { email: saved.email }));
      onClose();
    } catch (error) {
      const { fields: errors, message, duplicate: match } = readFailure(error);
      if (match) {
        setDuplicate(match);
        return;
      }
      const { base, ...perField } = errors;
      setErrors(perField);
      const names = Object.keys(perField);
      // On create, the only general refusal is the plan's limit of professionals.
      if (base || names.length === 0) setNotice({ text: base ?? message, planLink: Boolean(base) && employee === null });
      else setTab(tabOf(names));
    }
  }

  async function remove() {
    if (!employee) return;
    setDeleting(true);
    try {
      await deleteEmployee({ salonId, id: employee.id }).unwrap();
      toast.success(t('toasts.deleted'));
      onClose();
    } catch (error) {
      toast.error(t('toasts.deleteFailed', { message: readFailure(error).message }));
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <>
    <Formik innerRef={formik} initialValues={initial} validationSchema={employeeSchema(t, initial.phone)} onSubmit={save}>
      {({ isSubmitting, validateForm }) => (
        <Form noValidate className="employee-form">
          <ModalHeader toggle={onClose}>
            <span id="employee-modal-title">{t(employee ? 'editTitle' : 'newTitle')}</span>
          </ModalHeader>
          <ModalBody>
            {notice && <FormNotice notice={notice} onDismiss={() => setNotice(null)} />}
            <EmployeeTabs tab={tab} onTab={setTab} isSelf={isSelf} isNew={employee === null} seatsFull={seatsFull} />
          </ModalBody>
          <ModalFooter className="employee-footer">
            {employee && (
              <Button type="button" color="danger" outline className="me-auto" onClick={() => setConfirming(true)} disabled={isSubmitting}>
                {t('delete')}
              </Button>
            )}
            <Button type="button" color="secondary" outline onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color="primary"
              disabled={isSubmitting || deleting}
              // A required field left empty on the other tab would otherwise block the save out of sight.
              onClick={() => void validateForm().then((found) => Object.keys(found).length > 0 && setTab(tabOf(Object.keys(found))))}
            >
              {t('save')}
            </Button>
          </ModalFooter>
          <LoadingOverlay active={isSubmitting || deleting} />
        </Form>
      )}
    </Formik>
    <ConfirmDialog
      isOpen={confirming}
      busy={deleting}
      message={employee ? t('confirmDelete', { name: employee.name }) : undefined}
      confirmLabel={t('delete')}
      onConfirm={() => void remove()}
      onCancel={() => setConfirming(false)}
    />
    <DuplicateDialog duplicate={duplicate} kind="professional" onContinue={continueAnyway} onBack={() => setDuplicate(null)} />
    </>
  );
}
