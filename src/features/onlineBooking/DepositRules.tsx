import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import { DEPOSIT_HOLD_MINUTES, DEPOSIT_KINDS, DEPOSIT_RULES, type DepositKind, type DepositRule } from '../../../server/contract/constants';
import { MoneyField } from '../../components/MoneyField';
import { DepositPercentField } from './DepositPercentField';
import type { OnlineBookingValues } from './onlineBookingForm';
import './locales';

/** A group of radios for one field of the form, its error (a server's 422) under them. */
function Choice<T extends string>({ name, legend, options, value, onChoose, help }: {
  name: 'depositRule' | 'depositKind';
  legend: string;
  options: readonly T[];
  value: T;
  onChoose(value: T): void;
  help?: string;
}) {
  const { t } = useTranslation('onlineBooking');
  const { errors } = useFormikContext<OnlineBookingValues>();
  const error = errors[name];
  const described = [help ? `${name}-help` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="mb-3" aria-describedby={described}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map((option) => (
        <FormGroup check key={option} className="online-booking__choice">
          <Input type="radio" id={`${name}-${option}`} name={name} checked={value === option} onChange={() => onChoose(option)} />
          <Label check for={`${name}-${option}`}>
            {t(`deposit.${name === 'depositRule' ? 'rules' : 'kinds'}.${option}`)}
          </Label>
        </FormGroup>
      ))}
      {help && <div id={`${name}-help`} className="form-text mt-1">{help}</div>}
      {error && <div id={`${name}-error`} className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/**
 * 'Sinal via Pix': none, from every client, or only from clients who missed a visit before; a percentage of each
 * service's price or a fixed amount per service. The amount fields show only when a rule asks a deposit.
 */
export function DepositRules() {
  const { t } = useTranslation('onlineBooking');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<OnlineBookingValues>();
  // What was typed for each kind: switching to a fixed amount and back loses neither (30 is not R$ 0,30).
  const typed = useRef<Record<DepositKind, number | null>>({ percent: null, fixed: null });

  function chooseKind(kind: DepositKind) {
    if (kind === values.depositKind) return;
    typed.current[values.depositKind] = values.depositValue;
    void setFieldValue('depositKind', kind);
    void setFieldValue('depositValue', typed.current[kind]);
    void setFieldTouched('depositValue', false, false);
  }

  const asked = values.depositRule !== 'none';
  return (
    <>
      <Choice<DepositRule>
        name="depositRule"
        legend={t('fields.deposit_rule')}
        options={DEPOSIT_RULES}
        value={values.depositRule}
        onChoose={(rule) => void setFieldValue('depositRule', rule)}
        help={t(`help.deposit.${values.depositRule}`, { minutes: DEPOSIT_HOLD_MINUTES })}
      />
      {asked && (
        <div className="row">
          <div className="col-md-6">
            <Choice<DepositKind> name="depositKind" legend={t('fields.deposit_kind')} options={DEPOSIT_KINDS} value={values.depositKind} onChoose={chooseKind} />
          </div>
          <div className="col-md-6">
            {values.depositKind === 'percent' ? (
              <DepositPercentField name="depositValue" label={t('fields.deposit_percent')} help={t('help.deposit_percent')} />
            ) : (
              <MoneyField name="depositValue" label={t('fields.deposit_amount')} help={t('help.deposit_amount')} />
            )}
          </div>
        </div>
      )}
    </>
  );
}
