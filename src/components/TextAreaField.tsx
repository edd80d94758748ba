import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

interface Props {
  name: string;
  label: string;
  rows?: number;
  maxLength?: number;
  /** A line under the field, read with it by screen readers. */
  help?: string;
  /** Shows how many of `maxLength` characters are used, for a limit the user is likely to reach. */
  counter?: boolean;
}

/** A labelled Formik textarea (descriptions, notes); its error shows under it like TextField's. */
export function TextAreaField({ name, label, rows = 3, maxLength = 1000, help, counter = false }: Props) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  const value = field.value ?? '';
  const describedBy = [invalid && `${id}-error`, help && `${id}-help`, counter && `${id}-count`].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input {...field} value={value} id={id} type="textarea" rows={rows} invalid={invalid} maxLength={maxLength} aria-describedby={describedBy} />
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      {(help || counter) && (
        <div className="form-text d-flex gap-3">
          {help && <span id={`${id}-help`}>{help}</span>}
          {counter && (
            <span id={`${id}-count`} className="ms-auto text-nowrap">
              {t('common.charCount', { count: value.length, max: maxLength })}
            </span>
          )}
        </div>
      )}
    </FormGroup>
  );
}
