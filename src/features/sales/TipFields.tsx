import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { MoneyField } from '../../components/MoneyField';
import { SelectField } from '../../components/SelectField';
import type { Employee } from '../staff/staffApi';
import { tipLine, type SaleForm } from './cart';
import './locales';

/** server/contract/sales.ts MAX_TIPS. */
const MAX_TIPS = 10;

/**
 * Gorjeta (issue 30 item 4): a tip for a professional, the sale's professionals offered first, with its amount;
 * paid to them in full, on top of the sale (the amount to pay includes it).
 */
export function TipFields({ employees }: { employees: Employee[] }) {
  const { t } = useTranslation('sales');
  const { values, setFieldValue } = useFormikContext<SaleForm>();
  const tips = values.tips ?? [];
  const inSale = new Set(values.items.flatMap((line) => (line.employeeId === null ? [] : [line.employeeId])));
  const options = [...employees.filter((e) => inSale.has(e.id)), ...employees.filter((e) => !inSale.has(e.id))].map((e) => ({ value: e.id, label: e.name }));
  return (
    <div className="sale-tips mb-3">
      {tips.map((tip, index) => (
        <fieldset key={tip.key} className="sale-tips__row">
          <legend className="form-label fs-6 mb-1">{t('tips.title', { number: index + 1 })}</legend>
          <div className="sale-tips__fields">
            <SelectField name={`tips.${index}.employeeId`} label={t('tips.professional')} placeholder={t('tips.choose')} options={options} />
            <MoneyField name={`tips.${index}.amount`} label={t('tips.amount')} />
            <Button type="button" color="link" className="text-danger sale-tips__remove" aria-label={t('tips.remove', { number: index + 1 })}
              onClick={() => void setFieldValue('tips', tips.filter((_tip, i) => i !== index))}>
              {t('line.removeShort')}
            </Button>
          </div>
        </fieldset>
      ))}
      {tips.length < MAX_TIPS && (
        <Button type="button" color="link" className="sale-tips__add" onClick={() => void setFieldValue('tips', [...tips, tipLine(values)])}>
          + {t('tips.add')}
        </Button>
      )}
    </div>
  );
}
