import { Duration } from '../../components/Duration';
import { Money } from '../../components/Money';
import type { ServiceOption } from './serviceGroups';

interface Props {
  service: ServiceOption;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One service as a tile: the whole tile toggles it; its name is the checkbox's name, duration and price describe it. */
export function ServiceCheckbox({ service, checked, onChange }: Props) {
  const id = `service-${service.id}`;
  return (
    <label className={`service-tile ${checked ? 'is-checked' : ''}`} htmlFor={id}>
      <input
        type="checkbox"
        className="form-check-input mt-0 flex-shrink-0"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-meta`}
      />
      <span className="min-w-0">
        <span id={`${id}-name`} className="d-block fw-medium text-break">
          {service.name}
        </span>
        <small id={`${id}-meta`} className="d-block text-muted">
          <Duration seconds={service.duration} /> · <Money cents={service.price} />
        </small>
      </span>
    </label>
  );
}
