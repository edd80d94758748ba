import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { MoneyField } from '../../components/MoneyField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { Product } from './catalogueApi';
import { FormModal } from './FormModal';
import { blankToNull } from './itemForm';
import { useAddStockEntryMutation } from './stockApi';
import { StockMovements } from './StockMovements';
import './locales';

/** The server's bounds for one entrada (server/contract/stock.ts). */
const MAX_ENTRY = 100_000;
const MAX_NOTE = 500;
const MAX_CENTS = 100_000_000;

interface EntryValues {
  quantity: string;
  unitCost: number | null;
  note: string;
}

/**
 * 'Entrada de estoque': goods received for one product (quantity, unit cost, note), saved as a movement with who
 * and when; below the form, the product's movements. The owner and the front desk open it from the product's row.
 */
export function StockEntryDialog({ product, isOpen, onClose }: { product: Product | null; isOpen: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('catalogue');
  const [addEntry] = useAddStockEntryMutation();
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'pt-BR');
  const schema = yup.object({
    quantity: yup
      .string()
      .required(t('errors.stockQuantityInvalid'))
      .matches(/^\s*\d+\s*$/, t('errors.stockQuantityInvalid'))
      .test('range', t('errors.stockQuantityInvalid'), (value) => Number(value) >= 1 && Number(value) <= MAX_ENTRY),
    unitCost: yup.number().nullable().min(0, t('errors.moneyNegative')).max(MAX_CENTS, t('errors.moneyTooHigh')),
    note: yup.string().max(MAX_NOTE, t('errors.noteTooLong')),
  });
  const initialValues: EntryValues = { quantity: '', unitCost: null, note: '' };

  async function submit(values: EntryValues) {
    if (!product) return;
    const quantity = Number(values.quantity);
    await addEntry({ productId: product.id, fields: { quantity, unit_cost: values.unitCost, note: blankToNull(values.note) } }).unwrap();
    toast.success(t('stock.saved', { count: quantity, name: product.name }));
  }

  return (
    <FormModal isOpen={isOpen} title={t('stock.title')} initialValues={initialValues} schema={schema} submit={submit} onClose={onClose}>
      {product && <p className="mb-3">{t('stock.current', { name: product.name, stock: number.format(product.quantity) })}</p>}
      <div className="row">
        <div className="col-6">
          <TextField name="quantity" label={t('stock.quantity')} inputMode="numeric" maxLength={6} autoComplete="off" />
        </div>
        <div className="col-6">
          <MoneyField name="unitCost" label={t('stock.unitCost')} />
        </div>
      </div>
      <TextAreaField name="note" label={t('stock.note')} rows={2} />
      {product && <StockMovements productId={product.id} />}
    </FormModal>
  );
}
