import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { Money } from '../../components/Money';
import { MoneyField } from '../../components/MoneyField';
import { SelectField } from '../../components/SelectField';
import { changeFor, endSplit, MAX_PAYMENTS, PAYMENT_BUTTONS, paymentLine, paymentsLeft, type PaymentLine, type SaleForm } from './cart';
import { newPixReference } from './pixReference';
import { CardFields } from './CardFields';
import './locales';

/**
 * Into a payment row: its method while none is chosen, else its amount, selected, so the digits typed replace the
 * amount it came with (the money mask adds digits at the end otherwise).
 */
function focusRow(row: PaymentLine | undefined, index: number) {
  const field = document.getElementById(`field-payments.${index}.${row?.method ? 'amount' : 'method'}`);
  field?.focus();
  if (field instanceof HTMLInputElement) field.select();
}

/**
 * Dividir pagamento: the payments, each a method and an amount (cash with what was handed over and its change), up to
 * MAX_PAYMENTS; a new one is for what is still left. 'Falta R$ X' / 'Sobra R$ X' follows the sum against what is due;
 * after Finalizar, a sum that does not match is said under the list (saleForm.ts). Pagamento único goes back to
 * the one-tap buttons with the first payment's method.
 */
export function PaymentSplit({ due }: { due: number }) {
  const { t } = useTranslation('sales');
  const { values, errors, touched, setFieldValue, setValues } = useFormikContext<SaleForm>();
  const rows = values.payments;
  const left = paymentsLeft(due, rows);
  // Finalizar touches every field, `split` included, which no field of the screen does: the sum is said after it.
  const tried = Boolean(touched.split);
  const sumError = typeof errors.payments === 'string' && tried ? errors.payments : undefined;
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusNext = useRef<number | 'add' | null>(null);
  const opened = useRef(rows[0]);

  // Opened from the one-tap buttons (which are gone): straight into the first payment.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) focusRow(opened.current, 0);
  }, []);
  // After a row is added or removed: into the new one, or back to Adicionar pagamento.
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'add' && addButton.current && !addButton.current.disabled) addButton.current.focus();
    else if (next === 'add') focusRow(rows[0], 0);
    else if (next !== null) focusRow(rows[next], next);
  }, [rows]);

  function add() {
    if (rows.length >= MAX_PAYMENTS) return;
    focusNext.current = rows.length;
    void setFieldValue('payments', [...rows, paymentLine(rows, due, newPixReference())]);
  }

  function remove(index: number) {
    focusNext.current = 'add';
    void setFieldValue(
      'payments',
      rows.filter((_row, i) => i !== index),
    );
  }

  return (
    <div className="sale-split mb-3">
      <div className="sale-split__head">
        <div id="split-label" className="form-label mb-0">
          {t('split.title')}
        </div>
        <Button type="button" color="link" className="sale-split__single" onClick={() => void setValues({ ...values, ...endSplit(values) })}>
          {t('split.single')}
        </Button>
      </div>
      <ol className="sale-split__rows" aria-labelledby="split-label">
        {rows.map((row, index) => (
          <PaymentRow key={row.key} row={row} index={index} removable={rows.length > 1} onRemove={() => remove(index)} />
        ))}
      </ol>
      <Button type="button" color="primary" outline className="w-100" innerRef={addButton} disabled={rows.length >= MAX_PAYMENTS} onClick={add}>
        + {t('split.add')}
      </Button>
      {rows.length >= MAX_PAYMENTS && <div className="form-text">{t('split.max', { max: MAX_PAYMENTS })}</div>}
      <div className={`sale-split__left${left === 0 ? ' is-even' : ''}`} role="status" data-testid="split-left">
        {left > 0 ? (
          <>
            <span>{t('split.left')}</span>
            <strong><Money cents={left} table /></strong>
          </>
        ) : left < 0 ? (
          <>
            <span>{t('split.over')}</span>
            <strong><Money cents={-left} table /></strong>
          </>
        ) : (
          <span>{t('split.even')}</span>
        )}
      </div>
      {sumError && (
        <div className="invalid-feedback d-block" role="alert" id="split-error">
          {sumError}
        </div>
      )}
    </div>
  );
}

interface RowProps {
  row: PaymentLine;
  index: number;
  removable: boolean;
  onRemove(): void;
}

/** One payment: Pagamento N, its method and amount, and for cash the amount handed over and the change. */
function PaymentRow({ row, index, removable, onRemove }: RowProps) {
  const { t } = useTranslation('sales');
  const { errors } = useFormikContext<SaleForm>();
  const at = (field: keyof PaymentLine) => `payments.${index}.${field}`;
  const number = index + 1;
  const change = row.method === 'cash' && row.amount !== null ? changeFor(row.amount, row.received) : null;
  // A refusal the server gave about the row as a whole (an unknown reference) has no field of its own.
  const rowError = getIn(errors, at('reference')) as string | undefined;
  return (
    <li className="sale-split__row">
      <fieldset>
        <legend className="sale-split__legend">{t('split.payment', { number })}</legend>
        {removable && (
          <Button type="button" color="link" className="sale-split__remove text-danger" aria-label={t('split.remove', { number })} onClick={onRemove}>
            {t('line.removeShort')}
          </Button>
        )}
        {rowError && (
          <div className="alert alert-danger py-2 mb-2" role="alert">
            {rowError}
          </div>
        )}
        <div className="sale-split__fields">
          <SelectField
            name={at('method')}
            label={t('split.method')}
            placeholder={t('split.choose')}
            options={PAYMENT_BUTTONS.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
          />
          <MoneyField name={at('amount')} label={t('split.amount')} />
          <CardFields prefix={`payments.${index}`} method={row.method} />
          {row.method === 'cash' && (
            <>
              <MoneyField name={at('received')} label={t('split.received')} />
              <div className="sale-split__change" role="status">
                <span>{t('checkout.change')}</span>
                <strong data-testid={`split-change-${index}`}>{change === null ? '—' : <Money cents={change} table />}</strong>
              </div>
            </>
          )}
        </div>
      </fieldset>
    </li>
  );
}
