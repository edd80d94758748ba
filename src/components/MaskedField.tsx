import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

type Props = {
  name: string;
  label: string;
  /** Reformats the typed or pasted text, e.g. maskPhone from src/lib/masks. */
  mask(text: string): string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'size' | 'value' | 'onChange'>;

/** A labelled Formik text input that keeps its value in a mask ('(11) 98765-4321', 'DD/MM/AAAA', '00000-000'). */
export function MaskedField({ name, label, mask, ...rest }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        {...rest}
        id={id}
        name={name}
        type="text"
        value={field.value ?? ''}
        invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => void helpers.setValue(mask(event.target.value))}
      />
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
