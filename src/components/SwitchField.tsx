import { useField } from 'formik';
import { FormGroup, Input, Label } from 'reactstrap';

interface Props {
  name: string;
  label: string;
  /** A line under the label, read by screen readers with the switch. */
  help?: string;
  className?: string;
}

/** A labelled Formik on/off switch (a boolean field). */
export function SwitchField({ name, label, help, className = 'mb-0' }: Props) {
  const [field, , helpers] = useField<boolean>(name);
  const id = `field-${name}`;
  return (
    <FormGroup switch className={className}>
      <Input
        type="switch"
        role="switch"
        id={id}
        name={field.name}
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      <Label check for={id}>{label}</Label>
      {help && <div id={`${id}-help`} className="form-text mt-0">{help}</div>}
    </FormGroup>
  );
}
