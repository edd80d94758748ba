import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

type Props = { name: string; label: string; type?: 'text' | 'email' | 'password' | 'tel' } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'size'
>;

/** A labelled Formik input; its error (client or server) shows under it once touched or submitted, described by both it and any help given. */
export function TextField({ name, label, type = 'text', 'aria-describedby': describedBy, ...rest }: Props) {
  const [field, meta] = useField(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input {...field} {...rest} id={id} type={type} invalid={invalid} aria-describedby={[invalid ? `${id}-error` : null, describedBy].filter(Boolean).join(' ') || undefined} />
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
