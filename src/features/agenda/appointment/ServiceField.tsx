import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { formatDuration } from '../../../lib/duration';
import { formatMoney } from '../../../lib/money';
import { doesService, servicesOf } from '../../../lib/serviceFit';
import type { Service, ServiceCategory } from '../../catalogue/catalogueApi';
import type { Employee } from '../../staff/staffApi';
import type { AppointmentValues } from './appointmentForm';
import { snapDuration } from './timeOptions';
import '../locales/appointments';

interface Props {
  categories: ServiceCategory[];
  /** The saved service of an edited appointment, listed even if the catalogue no longer has it. */
  saved?: { id: number; name: string };
  /** The salon's professionals: the chosen one's services come first. */
  employees?: Employee[];
  /** 'Permitir qualquer serviço': the server then books anyone for anything. */
  anyServiceAllowed?: boolean;
}

/**
 * The service, grouped by category; choosing one fills the duration and the price from it (spec section 5). The
 * chosen professional's own services come first, the others under 'Outros serviços', with a warning once picked.
 */
export function ServiceField({ categories, saved, employees = [], anyServiceAllowed = false }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const [field, meta, helpers] = useField<number | null>('service');
  const { values, setFieldValue } = useFormikContext<AppointmentValues>();
  const invalid = Boolean(meta.touched && meta.error);
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const groups = categories.filter((category) => category.services.length > 0);
  const known = groups.some((category) => category.services.some((service) => service.id === saved?.id));
  const professional = employees.find((employee) => employee.id === values.employee);
  const { own, others } = servicesOf(groups, professional?.service_ids);
  const notTheirs = professional && field.value !== null && !doesService(professional.service_ids, field.value);
  const option = (service: Service) => (
    <option key={service.id} value={service.id}>
      {`${service.name} · ${formatDuration(service.duration)} · ${formatMoney(service.price, locale)}`}
    </option>
  );

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
      <Input
        id="field-service"
        type="select"
        name="service"
        value={field.value ?? ''}
        invalid={invalid}
        aria-describedby={notTheirs ? 'field-service-fit' : undefined}
        onBlur={field.onBlur}
        onChange={(e) => chosen(e.target.value)}
      >
        <option value="">{t('form.servicePlaceholder')}</option>
        {saved && !known && <option value={saved.id}>{saved.name}</option>}
        {own.map((category) => (
          <optgroup key={category.id} label={category.name}>
            {category.services.map(option)}
          </optgroup>
        ))}
        {others.length > 0 && <optgroup label={t('form.otherServices')}>{others.map(option)}</optgroup>}
      </Input>
      {invalid && <FormFeedback>{meta.error}</FormFeedback>}
      {notTheirs && !invalid && (
        // Polite: it follows the choice; the server has the last word (422 under the field).
        <div id="field-service-fit" className="form-text text-warning-emphasis" role="status">
          {t(anyServiceAllowed ? 'form.notTheirs' : 'form.notTheirsRefused', { name: professional.name })}
        </div>
      )}
      {groups.length === 0 && <div className="form-text">{t('form.noServices')}</div>}
    </FormGroup>
  );
}
