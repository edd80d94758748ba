import { useField } from 'formik';
import { FormFeedback, FormGroup, FormText, Input, InputGroup, InputGroupText, Label } from 'reactstrap';

interface Props {
  name: string;
  label: string;
  /** Under the input, e.g. what an empty field means. */
  hint?: string;
  placeholder?: string;
}

/**
 * A labelled Formik input for a percent (commission rates): Formik holds the text as typed ('12,5'), which
 * src/lib/percent.ts reads; the '%' sits beside it and the keyboard on a phone is the decimal one.
 */
export function PercentField({ name, label, hint, placeholder }: Props) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <InputGroup className={invalid ? 'has-validation' : undefined}>
        <Input
          {...field}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          placeholder={placeholder}
          invalid={invalid}
          aria-describedby={described || undefined}
        />
        <InputGroupText aria-hidden="true">%</InputGroupText>
        {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      </InputGroup>
      {hint && (
        <FormText id={`${id}-hint`} className="d-block">
          {hint}
        </FormText>
      )}
    </FormGroup>
  );
}
