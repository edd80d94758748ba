import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button, FormGroup, Input, Label, Spinner } from 'reactstrap';
import { readFailure } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { MaskedField } from '../../components/MaskedField';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { BRAZIL_STATES } from '../../../server/contract/constants';
import { maskCep, maskPhone } from '../../lib/masks';
import { selectUser, userUpdated } from '../auth/authSlice';
import { useGetSalonSettingsQuery, useSaveSalonProfileMutation, type SalonProfile } from './salonProfileApi';
import { initialValues, salonProfileSchema, TIME_ZONES, toFields, type SalonProfileValues } from './salonProfileForm';
import './account.css';
import './locales';

/** The time zones offered: Brazil's, plus the salon's own when it was set to another through the API. */
function TimeZoneField({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const options = TIME_ZONES.map(({ zone, key }) => ({ value: zone, label: t(`salonProfile.timeZones.${key}`) }));
  if (!options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return (
    <>
      <SelectField name="timeZone" label={t('salonProfile.fields.time_zone')} options={options} />
      <p className="form-text salon-profile__help">{t('salonProfile.help.time_zone')}</p>
    </>
  );
}

function NegativeStockField() {
  const { t } = useTranslation('account');
  const [field, , helpers] = useField<boolean>('allowNegativeStock');
  const id = 'field-allowNegativeStock';
  return (
    <FormGroup switch className="mb-0">
      <Input
        type="switch"
        role="switch"
        id={id}
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <Label check for={id}>{t('salonProfile.fields.allow_negative_stock')}</Label>
      <div id={`${id}-help`} className="form-text mt-0">{t('salonProfile.help.allow_negative_stock')}</div>
    </FormGroup>
  );
}

function ProfileForm({ profile, salonId }: { profile: SalonProfile; salonId: number }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [save] = useSaveSalonProfileMutation();

  async function submit(values: SalonProfileValues, { setErrors, resetForm }: FormikHelpers<SalonProfileValues>) {
    try {
      const saved = await save({ salonId, fields: toFields(values) }).unwrap();
      // The top bar shows the salon's name from the session.
      if (user && user.salon.name !== saved.name) dispatch(userUpdated({ ...user, salon: { ...user.salon, name: saved.name } }));
      resetForm({ values: initialValues(saved) });
      toast.success(t('salonProfile.saved'));
    } catch (error) {
      const { fields, message } = readFailure(error);
      const { base, ...perField } = fields;
      setErrors(perField);
      if (base || Object.keys(perField).length === 0) toast.error(base ?? message);
    }
  }

  return (
    <Formik initialValues={initialValues(profile)} validationSchema={salonProfileSchema(t, profile.phone ?? '')} onSubmit={submit} enableReinitialize={false}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="salon-profile">
          <section className="card border-0 shadow-sm salon-profile__section" aria-labelledby="salon-profile-salon">
            <div className="card-body">
              <h2 id="salon-profile-salon" className="salon-profile__title">{t('salonProfile.sections.salon')}</h2>
              <TextField name="name" label={t('salonProfile.fields.name')} maxLength={120} autoComplete="organization" />
              <div className="row">
                <div className="col-md-6">
                  <MaskedField name="phone" label={t('salonProfile.fields.phone')} mask={maskPhone} placeholder={t('salonProfile.placeholders.phone')} inputMode="tel" autoComplete="tel" />
                </div>
                <div className="col-md-6">
                  <TextField name="email" type="email" label={t('salonProfile.fields.email')} placeholder={t('salonProfile.placeholders.email')} inputMode="email" autoComplete="email" />
                </div>
              </div>
            </div>
          </section>
          <section className="card border-0 shadow-sm salon-profile__section" aria-labelledby="salon-profile-address">
            <div className="card-body">
              <h2 id="salon-profile-address" className="salon-profile__title">{t('salonProfile.sections.address')}</h2>
              <div className="row">
                <div className="col-md-4">
                  <MaskedField name="zipCode" label={t('salonProfile.fields.zip_code')} mask={maskCep} placeholder={t('salonProfile.placeholders.zip_code')} inputMode="numeric" autoComplete="postal-code" />
                </div>
                <div className="col-md-8">
                  <TextField name="address" label={t('salonProfile.fields.address')} placeholder={t('salonProfile.placeholders.address')} autoComplete="street-address" />
                </div>
                <div className="col-md-4">
                  <TextField name="neighborhood" label={t('salonProfile.fields.neighborhood')} autoComplete="off" />
                </div>
                <div className="col-8 col-md-5">
                  <TextField name="city" label={t('salonProfile.fields.city')} autoComplete="address-level2" />
                </div>
                <div className="col-4 col-md-3">
                  <SelectField name="state" label={t('salonProfile.fields.state')} placeholder={t('salonProfile.placeholders.state')} options={BRAZIL_STATES.map((uf) => ({ value: uf, label: uf }))} />
                </div>
              </div>
            </div>
          </section>
          <section className="card border-0 shadow-sm salon-profile__section" aria-labelledby="salon-profile-agenda">
            <div className="card-body">
              <h2 id="salon-profile-agenda" className="salon-profile__title">{t('salonProfile.sections.agenda')}</h2>
              <TimeZoneField current={profile.time_zone} />
              <NegativeStockField />
            </div>
          </section>
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

/** /meu-salao/perfil: the salon's name, contact, address, time zone and negative stock (issue 10, item 5). */
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
