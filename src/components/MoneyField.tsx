import { useField } from 'formik';
import { useState } from 'react';
import { FormFeedback, FormGroup, Input, InputGroup, InputGroupText, Label } from 'reactstrap';
import { parseMoney } from '../lib/money';

const toText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

/**
 * A money input that holds integer cents in Formik and accepts what Brazilians type ('39,90', '1.234,50').
 * Text that is not an amount keeps the field's value as NaN, so the form's schema can reject it.
 */
export function MoneyField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<number | null>(name);
  const [text, setText] = useState(toText(field.value));
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <InputGroup className={invalid ? 'is-invalid' : ''}>
        <InputGroupText>R$</InputGroupText>
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          value={text}
          invalid={invalid}
          placeholder="0,00"
          onChange={(event) => {
            setText(event.target.value);
            const cents = event.target.value.trim() === '' ? null : parseMoney(event.target.value);
            void helpers.setValue(cents === null && event.target.value.trim() !== '' ? Number.NaN : cents);
          }}
          onBlur={() => {
            void helpers.setTouched(true);
            if (typeof field.value === 'number' && !Number.isNaN(field.value)) setText(toText(field.value));
          }}
        />
      </InputGroup>
      {invalid && <FormFeedback className="d-block">{meta.error}</FormFeedback>}
    </FormGroup>
  );
}
