import { useField } from 'formik';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

/** A labelled Formik date input ('YYYY-MM-DD'): the phone's own date picker opens on a tap. */
export function DateField({ name, label, min }: { name: string; label: string; min?: string }) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input {...field} id={id} type="date" min={min} invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
    </FormGroup>
  );
}

/** A Formik boolean as a checkbox, or as a switch (an on/off setting rather than a choice). */
export function CheckField({ name, label, asSwitch = false }: { name: string; label: string; asSwitch?: boolean }) {
  const [field] = useField({ name, type: 'checkbox' });
  const id = `field-${name}`;
  return (
    <FormGroup switch={asSwitch || undefined} check={!asSwitch || undefined} className="mb-3">
      <Input {...field} id={id} type={asSwitch ? 'switch' : 'checkbox'} role={asSwitch ? 'switch' : undefined} />
      <Label for={id} check>
        {label}
      </Label>
    </FormGroup>
  );
}
