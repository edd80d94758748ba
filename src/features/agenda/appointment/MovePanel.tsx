import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert, Button, Col, Row, Spinner } from 'reactstrap';
import { readFailure } from '../../../api/errors';
import { SelectField } from '../../../components/SelectField';
import { useUpdateAppointmentMutation, type Appointment } from '../agendaApi';
import { DateField } from './ModalFields';
import { formFailure } from './formFailure';
import { HoursWarning } from './HoursWarning';
import { dateInput, epochOf, startTimes, timeInput } from './timeOptions';
import { useModalLists } from './useModalLists';
import '../locales/appointments';

interface MoveValues {
  date: string;
  time: string;
  employee: number;
}

/**
 * 'Mover': another time or professional, picked rather than dragged (the sure way on phones, where the
 * calendar's touch drag is fragile). A taken slot (409) says so under the time, and nothing moves.
 */
export function MovePanel({ appointment, onMoved, onBack }: { appointment: Appointment; onMoved(): void; onBack(): void }) {
  const { t } = useTranslation('appointments');
  const { employees } = useModalLists();
  const [updateAppointment] = useUpdateAppointmentMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const initial: MoveValues = { date: dateInput(appointment.start_at), time: timeInput(appointment.start_at), employee: appointment.employee_id };

  async function move(values: MoveValues, { setErrors }: FormikHelpers<MoveValues>) {
    setNotice(null);
    const start = epochOf(values.date, values.time);
    if (start === null) return setErrors({ date: t('errors.date') });
    try {
      await updateAppointment({ id: appointment.id, changes: { start_at: start, employee_id: values.employee } }).unwrap();
      toast.success(t('toasts.moved'));
      onMoved();
    } catch (error) {
      const failed = formFailure(readFailure(error), ['date', 'time', 'employee'], { startAt: 'time' });
      setErrors(failed.errors);
      setNotice(failed.notice);
    }
  }

  return (
    <Formik initialValues={initial} onSubmit={move}>
      {({ values, isSubmitting }) => (
        <Form noValidate className="border rounded p-3 mb-3" aria-labelledby="move-title">
          <h3 id="move-title" className="h6">{t('move.title')}</h3>
          {notice && <Alert color="danger">{notice}</Alert>}
          <Row className="g-2">
            <Col xs={12} sm={5}>
              <DateField name="date" label={t('form.date')} />
            </Col>
            <Col xs={12} sm={3}>
              <SelectField name="time" label={t('form.time')} options={startTimes(initial.time)} />
            </Col>
            <Col xs={12} sm={4}>
              <SelectField name="employee" label={t('form.employee')} options={employees.map((e) => ({ value: e.id, label: e.name }))} />
            </Col>
          </Row>
          <HoursWarning employee={employees.find((e) => e.id === values.employee)} start={epochOf(values.date, values.time)} duration={appointment.duration} />
          <div className="d-flex gap-2 justify-content-end">
            <Button type="button" color="secondary" outline onClick={onBack} disabled={isSubmitting}>
              {t('move.back')}
            </Button>
            <Button type="submit" color="primary" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {t('move.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
