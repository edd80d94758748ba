import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { MoneyField } from '../../../src/components/MoneyField';
import i18n from '../../../src/i18n';

/** The field alone in a form; `values()` reads what Formik holds (what a submit would send). */
function renderField(initial: number | null = null) {
  let current: { price: number | null } = { price: initial };
  render(
    <Formik initialValues={{ price: initial }} onSubmit={() => undefined}>
      {({ values }) => {
        current = values;
        return (
          <Form>
            <MoneyField name="price" label="Preço" />
          </Form>
        );
      }}
    </Formik>,
  );
  return { input: screen.getByLabelText('Preço') as HTMLInputElement, values: () => current };
}

describe('the money field (live Brazilian mask)', () => {
  it('fills from the cents at each keystroke: 4, 5, 0, 0 read R$ 45,00, held as 4500 cents', async () => {
    const { input, values } = renderField();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    const shown: string[] = [];
    for (const digit of '4500') {
      await userEvent.type(input, digit);
      shown.push(input.value);
    }
    expect(shown).toEqual(['R$ 0,04', 'R$ 0,45', 'R$ 4,50', 'R$ 45,00']);
    expect(values().price).toBe(4500);
    // The caret stays after the last digit, where the next one goes.
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('drops the last digit on backspace, and empties the field once no digit is left', async () => {
    const { input, values } = renderField();
    await userEvent.type(input, '4500');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 4,50');
    expect(values().price).toBe(450);
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(values().price).toBeNull();
  });

  it('ignores letters and refuses a tenth digit (a 100x slip is hard to make)', async () => {
    const { input, values } = renderField();
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('');
    await userEvent.type(input, '1234567890');
    expect(input).toHaveValue('R$ 1.234.567,89');
    expect(values().price).toBe(123456789);
  });

  it.each([
    ['45,00', 'R$ 45,00', 4500],
    ['45', 'R$ 45,00', 4500],
    ['R$ 1.234,56', 'R$ 1.234,56', 123456],
    ['45.5', 'R$ 45,50', 4550],
  ])('reads a pasted %s as the amount written (%s)', async (pasted, shown, cents) => {
    const { input, values } = renderField();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(values().price).toBe(cents);
  });

  it('ignores a paste that is not an amount', async () => {
    const { input, values } = renderField(4500);
    await userEvent.click(input);
    await userEvent.paste('quarenta');
    expect(input).toHaveValue('R$ 45,00');
    expect(values().price).toBe(4500);
  });

  it('shows a saved amount with cents, and in English with a dot (still reais)', async () => {
    const { input } = renderField(123450);
    expect(input).toHaveValue('R$ 1.234,50');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(input).toHaveValue('R$ 1,234.50'));
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('R$ 123.45');
  });
});
