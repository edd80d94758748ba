import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { MaskedField } from '../../components/MaskedField';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { WorkingHoursEditor } from '../../components/workingHours/WorkingHoursEditor';
import { maskPhone } from '../../lib/masks';
import { selectUser, userUpdated } from '../salon/sessionSlice';
import { AddressFields } from './AddressFields';
import { AgendaSettings } from './AgendaSettings';
import { PixSettings } from './PixSettings';
import { PriceSettings } from './PriceSettings';
import { CardFeeSettings } from './CardFeeSettings';
import { ReminderSettings } from './ReminderSettings';
import { useGetSalonSettingsQuery, useUpdateSalonSettingsMutation, type SalonSettings } from '../salon/salonApi';
import { initialValues, salonProfileSchema, toFields, type SalonProfileValues } from './salonProfileForm';
import './account.css';
import './locales';

/** One card of the form, titled. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm salon-profile__section" aria-labelledby={`salon-profile-${id}`}>
      <div className="card-body">
        <h2 id={`salon-profile-${id}`} className="salon-profile__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function ProfileForm({ profile, salonId }: { profile: SalonSettings; salonId: number }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [save] = useUpdateSalonSettingsMutation();

  async function submit(values: SalonProfileValues, { setErrors, resetForm }: FormikHelpers<SalonProfileValues>) {
    try {
      const saved = await save({ salonId, changes: toFields(values) }).unwrap();
      // The top bar shows the salon's name from the session, which also says whose agenda professionals see.
      if (user && (user.salon.name !== saved.name || user.salon.professionals_see_all !== saved.professionals_see_all)) {
        dispatch(userUpdated({ ...user, salon: { ...user.salon, name: saved.name, professionals_see_all: saved.professionals_see_all } }));
      }
      resetForm({ values: initialValues(saved, i18n.language) });
      toast.success(t('salonProfile.saved'));
    } catch (error) {
      const { fields, message } = readFailure(error);
      const { base, ...perField } = fields;
      setErrors(perField);
      if (base || Object.keys(perField).length === 0) toast.error(base ?? message);
    }
  }

  return (
    <Formik initialValues={initialValues(profile, i18n.language)} validationSchema={salonProfileSchema(t, profile.phone ?? '')} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="salon-profile">
          <Section id="salon" title={t('salonProfile.sections.salon')}>
            <TextField name="name" label={t('salonProfile.fields.name')} maxLength={120} autoComplete="organization" />
            <div className="row">
              <div className="col-md-6">
                <MaskedField name="phone" label={t('salonProfile.fields.phone')} mask={maskPhone} placeholder={t('salonProfile.placeholders.phone')} inputMode="tel" autoComplete="tel" />
              </div>
              <div className="col-md-6">
                <TextField name="email" type="email" label={t('salonProfile.fields.email')} placeholder={t('salonProfile.placeholders.email')} inputMode="email" autoComplete="email" />
              </div>
            </div>
          </Section>
          <Section id="address" title={t('salonProfile.sections.address')}>
            <AddressFields />
          </Section>
          <Section id="agenda" title={t('salonProfile.sections.agenda')}>
            <AgendaSettings timeZone={profile.time_zone} />
          </Section>
          <Section id="prices" title={t('salonProfile.sections.prices')}>
            <PriceSettings />
          </Section>
          <Section id="card-fees" title={t('salonProfile.sections.cardFees')}>
            <CardFeeSettings />
          </Section>
          <Section id="pix" title={t('salonProfile.sections.pix')}>
            <PixSettings />
          </Section>
          <Section id="reminders" title={t('salonProfile.sections.reminders')}>
            <ReminderSettings />
          </Section>
          <Section id="hours" title={t('salonProfile.sections.hours')}>
            <p className="form-text mt-0">{t('salonProfile.help.working_hours')}</p>
            <WorkingHoursEditor name="workingHours" />
          </Section>
          <div className="salon-profile__actions">
            <Button type="submit" color="primary" disabled={isSubmitting || !dirty}>
              {isSubmitting && <Spinner size="sm" className="me-2" />}
              {t('salonProfile.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * /meu-salao/perfil: the salon's name, contact, address (filled from the CEP), time zone, negative stock,
 * who may change prices at checkout, the Pix key of the checkout's QR code (issue 30), client reminders and default
 * working hours (issue 10, item 5).
 */
export default function SalonProfilePage() {
  const { t } = useTranslation('account');
  const salonId = useAppSelector(selectUser)?.salon.id ?? null;
  const { data, isError, refetch } = useGetSalonSettingsQuery(salonId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={t('salonProfile.title')} subtitle={t('salonProfile.subtitle')} />
      {data && salonId ? (
        <ProfileForm profile={data} salonId={salonId} />
      ) : isError ? (
        <div className="card border-0 shadow-sm">
          <div className="card-body text-center py-5">
            <p>{t('salonProfile.errors.loadFailed')}</p>
            <Button color="primary" outline onClick={() => void refetch()}>{t('salonProfile.errors.retry')}</Button>
          </div>
        </div>
      ) : (
        <div className="card border-0 shadow-sm position-relative salon-profile__waiting">
          <LoadingOverlay active />
        </div>
      )}
    </>
  );
}
