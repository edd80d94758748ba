import { useField } from 'formik';
import { FormFeedback, FormGroup, Input, InputGroup, InputGroupText, Label } from 'reactstrap';

/**
 * A whole percentage (the deposit's 1 to 100): Formik holds the number, or null when empty. Only digits get in, as
 * the server takes no decimals here (unlike the commission rates of components/PercentField, kept as typed text).
 */
export function DepositPercentField({ name, label, help }: { name: string; label: string; help?: string }) {
  const [field, meta, helpers] = useField<number | null>(name);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  const described = [invalid ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <InputGroup className={invalid ? 'has-validation' : undefined}>
        <Input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={field.value ?? ''}
          invalid={invalid}
          aria-describedby={described}
          onBlur={() => void helpers.setTouched(true)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
            void helpers.setValue(digits === '' ? null : Number(digits));
          }}
        />
        <InputGroupText aria-hidden="true">%</InputGroupText>
        {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      </InputGroup>
      {help && <div id={`${id}-help`} className="form-text mt-1">{help}</div>}
    </FormGroup>
  );
}
