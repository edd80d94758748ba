import { useField } from 'formik';
import { useLayoutEffect, useRef, type ClipboardEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { centsFromTyping, formatMoneyInput, MONEY_INPUT_DIGITS, parseMoney } from '../lib/money';

const MAX_CENTS = 10 ** MONEY_INPUT_DIGITS - 1;

/** The caret stays after the last digit, where the next digit goes (a selection is left alone, to be typed over). */
function caretToEnd(input: HTMLInputElement | null) {
  if (!input || document.activeElement !== input || input.selectionStart !== input.selectionEnd) return;
  const end = input.value.length;
  if (input.selectionStart !== end) input.setSelectionRange(end, end);
}

/**
 * A money input with the live Brazilian mask: Formik holds integer cents (the API's unit) or null when empty,
 * and the digits fill from the cents as they are typed: 4, 5, 0, 0 show R$ 0,04, R$ 0,45, R$ 4,50, R$ 45,00
 * (R$ 45.00 in English). Backspace drops the last digit. A paste is read as an amount written out, not as
 * keystrokes: '45' and '45,00' are R$ 45,00, 'R$ 1.234,56' is R$ 1.234,56, '45.5' is R$ 45,50; anything that
 * is not an amount is ignored. `readOnly` shows an amount the user may not change (its error, a server's, still shows).
 */
export function MoneyField({ name, label, readOnly = false, help }: { name: string; label: string; readOnly?: boolean; help?: string }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const [field, meta, helpers] = useField<number | null>(name);
  const input = useRef<HTMLInputElement | null>(null);
  const invalid = Boolean(meta.touched && meta.error);
  const id = `field-${name}`;
  const described = [invalid ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;
  const text = typeof field.value === 'number' && Number.isFinite(field.value) ? formatMoneyInput(field.value, locale) : '';

  useLayoutEffect(() => caretToEnd(input.current));

  function typed(event: SyntheticEvent<HTMLInputElement>) {
    if (readOnly) return;
    const cents = centsFromTyping(event.currentTarget.value);
    if (cents === undefined) return; // a tenth digit: refused, the amount stays
    const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
    // Deleting down to nothing empties the field rather than leaving R$ 0,00 behind.
    void helpers.setValue(cents === 0 && deleting ? null : cents);
  }

  function pasted(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (readOnly) return;
    const cents = parseMoney(event.clipboardData.getData('text').trim());
    if (cents !== null && cents >= 0 && cents <= MAX_CENTS) void helpers.setValue(cents);
  }

  return (
    <FormGroup>
      <Label for={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="text"
        innerRef={input}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        invalid={invalid}
        placeholder={formatMoneyInput(0, locale)}
        maxLength={formatMoneyInput(MAX_CENTS, locale).length}
        readOnly={readOnly}
        aria-describedby={described}
        onChange={typed}
        onPaste={pasted}
        onSelect={(event) => caretToEnd(event.currentTarget)}
        onFocus={(event) => caretToEnd(event.currentTarget)}
        onBlur={() => void helpers.setTouched(true)}
      />
      {invalid && <FormFeedback id={`${id}-error`}>{meta.error}</FormFeedback>}
      {help && <div id={`${id}-help`} className="form-text mt-1">{help}</div>}
    </FormGroup>
  );
}
