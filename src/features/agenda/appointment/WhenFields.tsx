import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '../../../components/SelectField';
import type { Employee } from '../../staff/staffApi';
import { DateField } from './ModalFields';
import type { AppointmentValues } from './appointmentForm';
import { HoursWarning } from './HoursWarning';
import { durationOptions, epochOf, startTimes } from './timeOptions';
import '../locales/appointments';

/** Date, start time (15-minute steps) and duration (5 min to 5 h), with the working-hours warning under them. */
export function WhenFields({ employees }: { employees: Employee[] }) {
  const { t } = useTranslation('appointments');
  const { values, initialValues } = useFormikContext<AppointmentValues>();
  return (
    <>
      <Row className="g-2">
        <Col xs={12} sm={5}>
          <DateField name="date" label={t('form.date')} />
        </Col>
        <Col xs={6} sm={3}>
          <SelectField name="time" label={t('form.time')} options={startTimes(initialValues.time)} />
        </Col>
        <Col xs={6} sm={4}>
          <SelectField name="duration" label={t('form.duration')} options={durationOptions(values.duration)} />
        </Col>
      </Row>
      <HoursWarning employee={employees.find((e) => e.id === values.employee)} start={epochOf(values.date, values.time)} duration={values.duration} />
    </>
  );
}
