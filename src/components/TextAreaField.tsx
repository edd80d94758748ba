import { useField } from 'formik';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';

/** A labelled Formik textarea (descriptions, notes); its error shows under it like TextField's. */
export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const [field, meta] = useField<string>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input {...field} value={field.value ?? ''} id={id} type="textarea" rows={rows} invalid={invalid} maxLength={1000} />
      {invalid && <FormFeedback>{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
