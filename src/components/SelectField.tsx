import { useField } from 'formik';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

interface Option {
  value: string | number;
  label: string;
}

interface Props {
  name: string;
  label: string;
  options: Option[];
  placeholder?: string;
  /** Shown but fixed (a professional books only for themselves). */
  disabled?: boolean;
  /** A line under the select, read with it by screen readers. */
  help?: string;
}

/** A labelled Formik select; numbers stay numbers (Formik would store the option's text). */
export function SelectField({ name, label, options, placeholder, disabled, help }: Props) {
  const [field, meta, helpers] = useField<string | number | null>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  const describedBy = [invalid && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        type="select"
        name={name}
        value={field.value ?? ''}
        invalid={invalid}
        disabled={disabled}
        aria-describedby={describedBy}
        onBlur={field.onBlur}
        onChange={(event) => {
          const option = options.find((o) => String(o.value) === event.target.value);
          void helpers.setValue(option ? option.value : null);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Input>
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      {help && <div id={`${id}-help`} className="form-text">{help}</div>}
    </FormGroup>
  );
}
