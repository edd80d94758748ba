import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { readFailure } from '../../../api/errors';
import { useCan } from '../../salon/useCan';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { MoneyField } from '../../../components/MoneyField';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import type { ServiceCategory } from '../../catalogue/catalogueApi';
import { useGetSalonSettingsQuery } from '../../salon/salonApi';
import type { Employee } from '../../staff/staffApi';
import { useCreateAppointmentMutation, useUpdateAppointmentMutation, type Appointment } from '../agendaApi';
import { APPOINTMENT_FIELDS, APPOINTMENT_RENAME, appointmentSchema, toFields, type AppointmentValues } from './appointmentForm';
import { ClientPicker } from './ClientPicker';
import { ConflictNotice, type Conflict } from './ConflictNotice';
import { formFailure } from './formFailure';
import { ServiceField } from './ServiceField';
import { WhenFields } from './WhenFields';
import '../locales/appointments';

interface Props {
  appointment: Appointment | null;
  initial: AppointmentValues;
  salonId: number;
  employees: Employee[];
  categories: ServiceCategory[];
  onClose(): void;
}

/** 'Novo agendamento' / 'Editar agendamento': the form, saved as a create or an update. */
export function AppointmentForm({ appointment, initial, salonId, employees, categories, onClose }: Props) {
  const { t } = useTranslation('appointments');
  const [createAppointment] = useCreateAppointmentMutation();
  const [updateAppointment] = useUpdateAppointmentMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const anyServiceAllowed = useGetSalonSettingsQuery(salonId).data?.any_service_allowed ?? false;
  // A professional books only in their own column: the one choice is made for them.
  const fixed = !useCan('agendaEveryone') && employees.length === 1;

  async function save(values: AppointmentValues, { setErrors }: FormikHelpers<AppointmentValues>) {
    setNotice(null);
    setConflict(null);
    const fields = toFields(values);
    try {
      if (appointment) await updateAppointment({ id: appointment.id, changes: fields }).unwrap();
      else await createAppointment({ salonId, fields }).unwrap();
      toast.success(t(appointment ? 'toasts.updated' : 'toasts.created'));
      onClose();
    } catch (error) {
      // Everything typed stays: only the messages are added.
      const failure = readFailure(error);
      if (failure.status === 409 && failure.suggestions) {
        // A taken slot: said across the form, with what is free; the time column only says 'Ocupado'.
        setConflict({ message: failure.message, suggestions: failure.suggestions });
        setErrors({ time: t('conflict.timeTaken') });
        return;
      }
      const { errors, notice: general } = formFailure(failure, APPOINTMENT_FIELDS, APPOINTMENT_RENAME);
      setErrors(errors);
      setNotice(general);
    }
  }

  return (
    <Formik initialValues={initial} validationSchema={appointmentSchema(t)} onSubmit={save}>
      {({ isSubmitting }) => (
        <Form noValidate className="appointment-form d-flex flex-column overflow-hidden h-100">
          <ModalHeader toggle={onClose}>
            <span id="appointment-modal-title">{t(appointment ? 'form.editTitle' : 'form.newTitle')}</span>
          </ModalHeader>
          <ModalBody className="position-relative">
            <LoadingOverlay active={isSubmitting} />
            {notice && (
              <Alert color="danger" isOpen toggle={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            <ClientPicker />
            <SelectField
              name="employee"
              label={t('form.employee')}
              placeholder={fixed ? undefined : t('form.employeePlaceholder')}
              options={employees.map((employee) => ({ value: employee.id, label: employee.name }))}
              disabled={fixed}
            />
            <ServiceField categories={categories} saved={appointment?.service} employees={employees} anyServiceAllowed={anyServiceAllowed} />
            <WhenFields employees={employees} />
            {conflict && <ConflictNotice conflict={conflict} onUsed={() => setConflict(null)} />}
            <MoneyField name="price" label={t('form.price')} />
            <TextAreaField name="notes" label={t('form.notes')} rows={2} />
          </ModalBody>
          <ModalFooter>
            <Button type="button" color="secondary" outline onClick={onClose} disabled={isSubmitting}>
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
  );
}
