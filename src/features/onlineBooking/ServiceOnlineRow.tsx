import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, Input, Label } from 'reactstrap';
import { formatDuration } from '../../lib/duration';
import { bufferOptions } from './bookingOptions';
import type { ServiceRow } from './onlineBookingForm';
import './locales';

/**
 * One service: offered online or not (its name is the checkbox's label), and the buffer after it. The buffer's
 * label repeats on every row, as a phone shows the rows one under another; its hidden part names the service.
 */
export function ServiceOnlineRow({ index, service }: { index: number; service: ServiceRow }) {
  const { t } = useTranslation('onlineBooking');
  const [offered, offeredMeta, offeredHelpers] = useField<boolean>(`services.${index}.bookableOnline`);
  const [buffer, bufferMeta, bufferHelpers] = useField<number>(`services.${index}.bufferAfter`);
  const id = `online-service-${service.id}`;
  const offeredError = offeredMeta.touched ? offeredMeta.error : undefined;
  const bufferError = bufferMeta.touched ? bufferMeta.error : undefined;
  return (
    <li className="online-booking__row">
      <div className="online-booking__row-main">
        <div className="form-check mb-0">
          <input
            type="checkbox"
            className="form-check-input"
            id={`${id}-online`}
            checked={offered.value}
            onChange={(event) => void offeredHelpers.setValue(event.target.checked)}
            aria-labelledby={`${id}-name`}
            aria-describedby={`${id}-duration`}
          />
          <label className="form-check-label" htmlFor={`${id}-online`}>
            <span>
              <span id={`${id}-name`} className="d-block fw-medium text-break">
                {service.name}
              </span>
              <small id={`${id}-duration`} className="d-block text-muted">
                {formatDuration(service.duration)}
              </small>
            </span>
          </label>
        </div>
        {offeredError && <div className="invalid-feedback d-block">{offeredError}</div>}
      </div>
      <div className="online-booking__buffer">
        <Label for={`${id}-buffer`} className="small mb-1">
          {t('fields.buffer_after')}
          <span className="visually-hidden">: {service.name}</span>
        </Label>
        <Input
          type="select"
          id={`${id}-buffer`}
          name={buffer.name}
          value={buffer.value}
          invalid={Boolean(bufferError)}
          aria-describedby={bufferError ? `${id}-buffer-error` : undefined}
          onBlur={buffer.onBlur}
          onChange={(event) => void bufferHelpers.setValue(Number(event.target.value))}
        >
          {bufferOptions(t, buffer.value).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Input>
        {bufferError && <FormFeedback id={`${id}-buffer-error`}>{bufferError}</FormFeedback>}
      </div>
    </li>
  );
}
