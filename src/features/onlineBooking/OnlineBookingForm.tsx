import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import { readFailure, signedOutBy } from '../../api/errors';
import { SwitchField } from '../../components/SwitchField';
import { TextAreaField } from '../../components/TextAreaField';
import { AddressField } from './AddressField';
import { BookingRules } from './BookingRules';
import { DepositRules } from './DepositRules';
import { EmployeeList } from './EmployeeList';
import { useUpdateOnlineBookingMutation, type OnlineBookingSettings } from './onlineBookingApi';
import { initialValues, INTRO_MAX, onlineBookingSchema, toChanges, type OnlineBookingValues } from './onlineBookingForm';
import { placeErrors } from './serverErrors';
import { SalonPhotoField } from './SalonPhotoField';
import { ServiceList } from './ServiceList';
import { SettingsSection } from './SettingsSection';
import './locales';

/** The settings as a form; a save sends only what changed, and the answer becomes what the form compares with next. */
export function OnlineBookingForm({ settings, salonId }: { settings: OnlineBookingSettings; salonId: number }) {
  const { t } = useTranslation('onlineBooking');
  const [saved, setSaved] = useState(settings);
  const [save] = useUpdateOnlineBookingMutation();

  async function submit(values: OnlineBookingValues, { setErrors, resetForm }: FormikHelpers<OnlineBookingValues>) {
    const { changes, serviceRows, employeeRows } = toChanges(initialValues(saved), values);
    try {
      const next = await save({ salonId, changes }).unwrap();
      setSaved(next);
      resetForm({ values: initialValues(next) });
      toast.success(t('saved'));
    } catch (error) {
      const failure = readFailure(error);
      // Already handled: a 401/403 signed out or said why, a 402 sent the owner to the plan.
      if (signedOutBy(failure) || failure.status === 402) return;
      // Another salon took the address (also in a race with this save): said where it was typed.
      if (failure.status === 409) {
        setErrors({ slug: failure.message });
        return;
      }
      const { errors, elsewhere } = placeErrors(failure.fields, { services: serviceRows, employees: employeeRows });
      setErrors(errors);
      if (elsewhere.length || Object.keys(failure.fields).length === 0) toast.error(elsewhere.join(' ') || failure.message);
    }
  }

  return (
    <Formik initialValues={initialValues(settings)} validationSchema={onlineBookingSchema(t)} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="online-booking">
          <SettingsSection id="page" title={t('sections.page')}>
            <SwitchField name="enabled" label={t('fields.enabled')} help={t('help.enabled')} className="mb-3" />
            <AddressField savedSlug={saved.slug} live={saved.enabled} />
            <TextAreaField name="intro" label={t('fields.intro')} help={t('help.intro')} rows={3} maxLength={INTRO_MAX} counter />
            <SalonPhotoField salonId={salonId} photoUrl={settings.photo_url} />
          </SettingsSection>
          <SettingsSection id="rules" title={t('sections.rules')}>
            <BookingRules />
          </SettingsSection>
          <SettingsSection id="deposit" title={t('sections.deposit')} help={t('help.depositSection')}>
            <DepositRules />
          </SettingsSection>
          <SettingsSection id="services" title={t('sections.services')} help={t('help.services')}>
            <ServiceList />
          </SettingsSection>
          <SettingsSection id="employees" title={t('sections.employees')} help={t('help.employees')}>
            <EmployeeList salonId={salonId} settings={settings} />
          </SettingsSection>
          <div className={`online-booking__actions${dirty ? ' online-booking__actions--pending' : ''}`}>
            <Button type="submit" color="primary" disabled={isSubmitting || !dirty}>
              {isSubmitting && <Spinner size="sm" className="me-2" />}
              {t('save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
