import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import type { EmployeeValues } from './employeeForm';
import './locales';

/** 'Acesso ao Agendei': whether the professional can sign in, with what each position does spelled out. */
export function AccessSwitch({ isSelf, isNew }: { isSelf: boolean; isNew: boolean }) {
  const { t } = useTranslation('staff');
  const [field, meta, helpers] = useField<boolean>('agendeiAccess');
  const { values } = useFormikContext<EmployeeValues>();
  const helpId = 'field-agendeiAccess-help';
  // A new professional's help text already says an e-mail is needed; a saved one may sit without it.
  const missingEmail = !isNew && !isSelf && field.value && values.email.trim() === '';
  return (
    <FormGroup switch className="access-switch mb-3">
      <Input
        type="switch"
        role="switch"
        id="field-agendeiAccess"
        checked={field.value}
        // Your own access is the one you are using right now: the server refuses to turn it off.
        disabled={isSelf && field.value}
        invalid={Boolean(meta.error)}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        aria-describedby={helpId}
      />
      <Label check for="field-agendeiAccess" className="fw-semibold">
        {t('fields.access')}
      </Label>
      <div id={helpId} className="form-text mt-1">
        {isSelf ? t('access.self') : t('access.help')}
        {missingEmail && <span className="d-block text-warning-emphasis mt-1">{t('access.needsEmail')}</span>}
      </div>
      {meta.error && <FormFeedback className="d-block">{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
