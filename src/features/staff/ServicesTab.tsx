import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Input } from 'reactstrap';
import { Icon } from '../../components/Icon';
import type { EmployeeValues } from './employeeForm';
import { useServiceGroups } from './serviceGroups';
import { ServiceCheckbox } from './ServiceCheckbox';
import './locales';

/** The 'Serviços' tab: which of the salon's services this professional performs. */
export function ServicesTab() {
  const { t } = useTranslation('staff');
  const { groups, allIds } = useServiceGroups();
  const { values, errors, setFieldValue } = useFormikContext<EmployeeValues>();
  const selected = new Set(values.serviceIds);

  if (groups.length === 0) {
    return (
      <div className="text-center py-4 px-2">
        <Icon name="scissors" size={36} className="text-primary mb-3" />
        <p className="mb-3">{t('services.hint')}</p>
        <Link to="/services" className="btn btn-primary">
          {t('services.goToServices')}
        </Link>
      </div>
    );
  }

  const allSelected = allIds.every((id) => selected.has(id));
  const someSelected = !allSelected && allIds.some((id) => selected.has(id));
  const toggle = (id: number, on: boolean) =>
    void setFieldValue('serviceIds', on ? [...values.serviceIds, id] : values.serviceIds.filter((other) => other !== id));

  return (
    <>
      {typeof errors.serviceIds === 'string' && <Alert color="danger">{errors.serviceIds}</Alert>}
      <div className="services-select-all d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="form-check mb-0">
          <Input
            type="checkbox"
            id="services-select-all"
            checked={allSelected}
            innerRef={(input: HTMLInputElement | null) => {
              if (input) input.indeterminate = someSelected;
            }}
            onChange={(event) => void setFieldValue('serviceIds', event.target.checked ? allIds : [])}
          />
          <label className="form-check-label fw-semibold" htmlFor="services-select-all">
            {t('services.selectAll')}
          </label>
        </div>
        <span className="small text-muted">{t('services.count', { selected: selected.size, total: allIds.length })}</span>
      </div>
      {groups.map((group) => (
        <fieldset key={group.id} className="mb-3">
          <legend className="services-group-title">{group.name}</legend>
          <div className="row g-2">
            {group.services.map((service) => (
              <div key={service.id} className="col-12 col-md-6">
                <ServiceCheckbox service={service} checked={selected.has(service.id)} onChange={(on) => toggle(service.id, on)} />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
