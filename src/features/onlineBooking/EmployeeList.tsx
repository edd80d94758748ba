import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { useRemovePhotoMutation, useUploadPhotoMutation, type OnlineBookingSettings } from './onlineBookingApi';
import type { EmployeeRow, OnlineBookingValues } from './onlineBookingForm';
import { PhotoPicker } from './PhotoPicker';
import './locales';

interface Photos {
  salonId: number;
  /** The settings as last answered (a photo's upload answers them too): where each professional's photo is. */
  settings: OnlineBookingSettings;
}

function EmployeeRowField({ index, employee, salonId, settings }: { index: number; employee: EmployeeRow } & Photos) {
  const [field, meta, helpers] = useField<boolean>(`employees.${index}.bookableOnline`);
  const [upload] = useUploadPhotoMutation();
  const [remove] = useRemovePhotoMutation();
  const id = `online-employee-${employee.id}`;
  const photoUrl = settings.employees.find((e) => e.id === employee.id)?.photo_url ?? null;
  const target = { salonId, employeeId: employee.id };
  return (
    <div className="online-booking__row online-booking__employee-row">
      <div className="online-booking__row-main">
        <div className="form-check online-booking__employee">
          <input type="checkbox" className="form-check-input" id={id} checked={field.value} onChange={(event) => void helpers.setValue(event.target.checked)} />
          <label className="form-check-label text-break" htmlFor={id}>
            {employee.name}
          </label>
        </div>
        {meta.touched && meta.error && <div className="invalid-feedback d-block">{meta.error}</div>}
      </div>
      <PhotoPicker
        id={`${id}-photo`}
        label={employee.name}
        photoUrl={photoUrl}
        shape="face"
        upload={(file) => upload({ ...target, file }).unwrap()}
        remove={() => remove(target).unwrap()}
      />
    </div>
  );
}

/**
 * Which professionals clients may choose online (only those who see clients are listed, as the server has it),
 * and the photo the page shows beside each name.
 */
export function EmployeeList({ salonId, settings }: Photos) {
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
    <div>
      {values.employees.map((employee, index) => (
        <EmployeeRowField key={employee.id} index={index} employee={employee} salonId={salonId} settings={settings} />
      ))}
    </div>
  );
}
