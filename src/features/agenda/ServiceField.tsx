import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { formatDuration } from '../../lib/duration';
import { formatMoney } from '../../lib/money';
import type { ServiceCategory } from '../catalogue/catalogueApi';
import type { AppointmentValues } from './appointmentForm';
import { snapDuration } from './timeOptions';
import './locales/appointments';

interface Props {
  categories: ServiceCategory[];
  /** The saved service of an edited appointment, listed even if the catalogue no longer has it. */
  saved?: { id: number; name: string };
}

/** The service, grouped by category; choosing one fills the duration and the price from it (spec section 5). */
export function ServiceField({ categories, saved }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const [field, meta, helpers] = useField<number | null>('service');
  const { setFieldValue } = useFormikContext<AppointmentValues>();
  const invalid = Boolean(meta.touched && meta.error);
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const groups = categories.filter((category) => category.services.length > 0);
  const known = groups.some((category) => category.services.some((service) => service.id === saved?.id));

  function chosen(value: string) {
    const service = groups.flatMap((category) => category.services).find((s) => String(s.id) === value);
    void helpers.setValue(service ? service.id : value === String(saved?.id) ? (saved?.id ?? null) : null);
    if (!service) return;
    void setFieldValue('duration', snapDuration(service.duration));
    void setFieldValue('price', service.price);
  }

  return (
    <FormGroup>
      <Label for="field-service">{t('form.service')}</Label>
      <Input id="field-service" type="select" name="service" value={field.value ?? ''} invalid={invalid} onBlur={field.onBlur} onChange={(e) => chosen(e.target.value)}>
        <option value="">{t('form.servicePlaceholder')}</option>
        {saved && !known && <option value={saved.id}>{saved.name}</option>}
        {groups.map((category) => (
          <optgroup key={category.id} label={category.name}>
            {category.services.map((service) => (
              <option key={service.id} value={service.id}>
                {`${service.name} · ${formatDuration(service.duration)} · ${formatMoney(service.price, locale)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </Input>
      {invalid && <FormFeedback>{meta.error}</FormFeedback>}
      {groups.length === 0 && <div className="form-text">{t('form.noServices')}</div>}
    </FormGroup>
  );
}
