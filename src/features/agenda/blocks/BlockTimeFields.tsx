import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Col, Row } from 'reactstrap';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { CheckField, DateField } from '../appointment/ModalFields';
import { BLOCK_REASONS, type BlockReason, type BlockValues } from './blockForm';
import { minutesOf, quarterTimes, startTimes } from '../appointment/timeOptions';
import '../locales/appointments';

/** When: the day, and a start and an end (or the whole day). */
export function BlockWhenFields() {
  const { t } = useTranslation('appointments');
  const { values } = useFormikContext<BlockValues>();
  const ends = quarterTimes(minutesOf(values.time) + 15, 24 * 60).map((end) => ({ value: end, label: end }));
  return (
    <>
      <DateField name="date" label={t('form.date')} />
      <CheckField name="allDay" label={t('block.allDay')} asSwitch />
      {!values.allDay && (
        <Row className="g-2">
          <Col xs={6}>
            <SelectField name="time" label={t('block.from')} options={startTimes()} />
          </Col>
          <Col xs={6}>
            <SelectField name="until" label={t('block.until')} options={ends} />
          </Col>
        </Row>
      )}
    </>
  );
}

/** Almoço, Folga, Curso or the user's own words; Folga takes the whole day. */
export function BlockReasonFields() {
  const { t } = useTranslation('appointments');
  const { values, errors, touched, setFieldValue } = useFormikContext<BlockValues>();
  const choose = (reason: BlockReason) => {
    void setFieldValue('reason', reason);
    if (reason === 'dayOff') void setFieldValue('allDay', true);
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">{t('block.reason')}</legend>
      <div className="block-reasons d-flex flex-wrap gap-2">
        {BLOCK_REASONS.map((reason) => (
          <span key={reason}>
            <input type="radio" className="btn-check" name="reason" id={`block-reason-${reason}`} checked={values.reason === reason} onChange={() => choose(reason)} />
            <label className="btn btn-outline-primary" htmlFor={`block-reason-${reason}`}>
              {t(`block.reasons.${reason}`)}
            </label>
          </span>
        ))}
      </div>
      {touched.reason && errors.reason && <div className="invalid-feedback d-block">{errors.reason}</div>}
      {values.reason === 'other' && (
        <div className="mt-2">
          <TextField name="otherReason" label={t('block.otherReason')} maxLength={255} />
        </div>
      )}
    </fieldset>
  );
}

/** 'Repetir toda semana até': the same time every week until a date (optional). */
export function BlockRepeatFields() {
  const { t } = useTranslation('appointments');
  const { values } = useFormikContext<BlockValues>();
  return (
    <>
      <CheckField name="repeat" label={t('block.repeat')} />
      {values.repeat && <DateField name="repeatUntil" label={t('block.repeatUntil')} min={values.date} />}
    </>
  );
}
