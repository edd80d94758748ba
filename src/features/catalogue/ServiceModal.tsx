import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MoneyField } from '../../components/MoneyField';
import { PercentField } from '../../components/PercentField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { DURATION_OPTIONS, formatDuration } from '../../lib/duration';
import { formatPercentInput, parsePercent } from '../../lib/percent';
import type { Service, ServiceCategory, ServiceFields } from './catalogueApi';
import { CategoryNeeded } from './CategoryNeeded';
import { DeleteItemButton } from './DeleteItemButton';
import { FormModal } from './FormModal';
import { baseItemFields, baseItemRules, baseItemValues, commissionRule, type BaseItemValues, type ItemModalProps } from './itemForm';
import { TextAreaField } from '../../components/TextAreaField';
import './locales';

/** commission: the service's own rate as typed ('12,5'); empty follows each professional's rate. */
type ServiceValues = BaseItemValues & { duration: number | null; commission: string };

const DURATIONS = DURATION_OPTIONS.map((seconds) => ({ value: seconds, label: formatDuration(seconds) }));

/** New or edit service: name, category, duration, price, cost, its own commission (optional) and description. */
export function ServiceModal({ isOpen, item, categoryId, categories, onClose, onNewCategory, save, remove }: ItemModalProps<ServiceCategory, Service, ServiceFields>) {
  const { t, i18n } = useTranslation('catalogue');
  const schema = yup.object({
    ...baseItemRules(t),
    duration: yup.number().nullable().required(t('errors.durationRequired')),
    commission: commissionRule(t),
  });
  const initialValues: ServiceValues = {
    ...baseItemValues(item, categoryId ?? item?.service_category_id ?? null, categories),
    duration: item?.duration ?? null,
    commission: formatPercentInput(item?.commission, i18n.language),
  };
  const toFields = (values: ServiceValues): ServiceFields => ({
    ...baseItemFields(values),
    duration: values.duration ?? undefined,
    service_category_id: values.categoryId ?? undefined,
    // null clears an override: the professional's rate applies again.
    commission: parsePercent(values.commission),
  });

  return (
    <FormModal
      isOpen={isOpen}
      title={t(item ? 'services.editTitle' : 'services.newItem')}
      initialValues={initialValues}
      schema={schema}
      submit={(values) => save(item?.id ?? null, toFields(values))}
      onClose={onClose}
      footerStart={(busy) => item && <DeleteItemButton kind="services" item={item} disabled={busy} remove={remove} onDeleted={onClose} />}
    >
      {categories.length === 0 && <CategoryNeeded kind="services" onNewCategory={onNewCategory} />}
      <TextField name="name" label={t('fields.name')} maxLength={255} />
      <div className="row">
        <div className="col-sm-7">
          <SelectField
            name="categoryId"
            label={t('fields.category')}
            placeholder={t('placeholders.category')}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </div>
        <div className="col-sm-5">
          <SelectField name="duration" label={t('fields.duration')} placeholder={t('placeholders.duration')} options={DURATIONS} />
        </div>
      </div>
      <div className="row">
        <div className="col-6">
          <MoneyField name="price" label={t('fields.price')} />
        </div>
        <div className="col-6">
          <MoneyField name="cost" label={t('fields.cost')} />
        </div>
      </div>
      <div className="row">
        <div className="col-sm-6">
          <PercentField name="commission" label={t('fields.commission')} placeholder={t('placeholders.commission')} hint={t('hints.commission')} />
        </div>
      </div>
      <TextAreaField name="description" label={t('fields.description')} />
    </FormModal>
  );
}
