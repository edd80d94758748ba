import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MoneyField } from '../../components/MoneyField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { Product, ProductCategory, ProductFields } from './catalogueApi';
import { CategoryNeeded } from './CategoryNeeded';
import { DeleteItemButton } from './DeleteItemButton';
import { FormModal } from './FormModal';
import { baseItemFields, baseItemRules, baseItemValues, blankToNull, type BaseItemValues, type ItemModalProps } from './itemForm';
import { TextAreaField } from '../../components/TextAreaField';
import './locales';

type ProductValues = BaseItemValues & { quantity: string; lowStockLevel: string; brand: string; barcode: string };

const MAX_QUANTITY = 1_000_000;

/** New or edit product: name, category, price, cost, stock, brand, barcode and description. */
export function ProductModal({ isOpen, item, categoryId, categories, onClose, onNewCategory, save, remove }: ItemModalProps<ProductCategory, Product, ProductFields>) {
  const { t } = useTranslation('catalogue');
  const schema = yup.object({
    ...baseItemRules(t),
    quantity: yup.string().matches(/^\s*\d*\s*$/, t('errors.quantityInvalid')).test('max', t('errors.quantityInvalid'), (value) => !value || Number(value) <= MAX_QUANTITY),
    // Blank: no alert; otherwise a whole number, as the stock itself.
    lowStockLevel: yup
      .string()
      .matches(/^\s*\d*\s*$/, t('errors.lowStockLevelInvalid'))
      .test('max', t('errors.lowStockLevelInvalid'), (value) => !value || Number(value) <= MAX_QUANTITY),
    brand: yup.string().max(255),
    barcode: yup.string().max(64),
  });
  const initialValues: ProductValues = {
    ...baseItemValues(item, categoryId ?? item?.product_category_id ?? null, categories),
    quantity: String(item?.quantity ?? 0),
    lowStockLevel: item?.low_stock_level == null ? '' : String(item.low_stock_level),
    brand: item?.brand ?? '',
    barcode: item?.barcode ?? '',
  };
  const toFields = (values: ProductValues): ProductFields => ({
    ...baseItemFields(values),
    quantity: values.quantity.trim() === '' ? 0 : Number(values.quantity),
    low_stock_level: values.lowStockLevel.trim() === '' ? null : Number(values.lowStockLevel),
    brand: blankToNull(values.brand),
    barcode: blankToNull(values.barcode),
    product_category_id: values.categoryId ?? undefined,
  });

  return (
    <FormModal
      isOpen={isOpen}
      title={t(item ? 'products.editTitle' : 'products.newItem')}
      initialValues={initialValues}
      schema={schema}
      submit={(values) => save(item?.id ?? null, toFields(values))}
      onClose={onClose}
      footerStart={(busy) => item && <DeleteItemButton kind="products" item={item} disabled={busy} remove={remove} onDeleted={onClose} />}
    >
      {categories.length === 0 && <CategoryNeeded kind="products" onNewCategory={onNewCategory} />}
      <TextField name="name" label={t('fields.name')} maxLength={255} />
      <SelectField
        name="categoryId"
        label={t('fields.category')}
        placeholder={t('placeholders.category')}
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <div className="row">
        <div className="col-6">
          <MoneyField name="price" label={t('fields.price')} />
        </div>
        <div className="col-6">
          <MoneyField name="cost" label={t('fields.cost')} />
        </div>
      </div>
      <div className="row">
        <div className="col-sm-4">
          <TextField name="quantity" label={t('fields.quantity')} inputMode="numeric" maxLength={7} />
        </div>
        <div className="col-sm-8">
          <TextField name="brand" label={t('fields.brand')} maxLength={255} />
        </div>
      </div>
      <div className="row">
        <div className="col-sm-6">
          <TextField name="lowStockLevel" label={t('fields.lowStockLevel')} inputMode="numeric" maxLength={7} placeholder={t('products.noAlert')} aria-describedby="low-stock-level-help" />
        </div>
        <div className="col-sm-6 d-flex align-items-center">
          <p id="low-stock-level-help" className="form-text mt-0 mb-3">
            {t('products.lowStockHelp')}
          </p>
        </div>
      </div>
      <TextField name="barcode" label={t('fields.barcode')} inputMode="numeric" maxLength={64} />
      <TextAreaField name="description" label={t('fields.description')} />
    </FormModal>
  );
}
