import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import type { EmployeeRow, OnlineBookingValues } from './onlineBookingForm';
import './locales';

function EmployeeCheckbox({ index, employee }: { index: number; employee: EmployeeRow }) {
  const [field, meta, helpers] = useField<boolean>(`employees.${index}.bookableOnline`);
  const id = `online-employee-${employee.id}`;
  return (
    <div className="col-12 col-md-6">
      <div className="form-check online-booking__employee">
        <input type="checkbox" className="form-check-input" id={id} checked={field.value} onChange={(event) => void helpers.setValue(event.target.checked)} />
        <label className="form-check-label text-break" htmlFor={id}>
          {employee.name}
        </label>
      </div>
      {meta.touched && meta.error && <div className="invalid-feedback d-block">{meta.error}</div>}
    </div>
  );
}

/** Which professionals clients may choose online (only those who see clients are listed, as the server has it). */
export function EmployeeList() {
  const { t } = useTranslation('onlineBooking');
  const { values } = useFormikContext<OnlineBookingValues>();
  if (values.employees.length === 0) {
    return (
      <EmptyState
        icon="staff"
        title={t('employees.empty')}
        action={
          <Link to="/staff" className="btn btn-primary">
            {t('employees.goToStaff')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="row g-2">
      {values.employees.map((employee, index) => (
        <EmployeeCheckbox key={employee.id} index={index} employee={employee} />
      ))}
    </div>
  );
}
