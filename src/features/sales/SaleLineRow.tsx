import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { Money } from '../../components/Money';
import { MoneyField } from '../../components/MoneyField';
import { SelectField } from '../../components/SelectField';
import type { Employee } from '../staff/staffApi';
import { lineTotal, unitsInCart, type CartLine, type SaleForm } from './cart';
import { QuantityField } from './QuantityField';
import './locales';

interface Props {
  line: CartLine;
  index: number;
  employees: Employee[];
  allowNegativeStock: boolean;
  onRemove(): void;
}

/** One item of the sale: who is credited, how many, the price each and the discount, and the line's total. */
export function SaleLineRow({ line, index, employees, allowNegativeStock, onRemove }: Props) {
  const { t } = useTranslation('sales');
  const { values, errors } = useFormikContext<SaleForm>();
  const at = (field: keyof CartLine) => `items.${index}.${field}`;
  // An item the server did not accept (unknown, of another salon) is said on the line itself.
  const lineError = getIn(errors, at('name')) as string | undefined;
  const limited = line.kind === 'product' && !allowNegativeStock && line.stock !== null;
  const limit = limited ? { stock: line.stock ?? 0, room: (line.stock ?? 0) - unitsInCart(values.items, line.itemId) } : null;

  return (
    <li className="sale-line card" aria-label={line.name}>
      <div className="card-body">
        <div className="sale-line__head">
          <div className="min-w-0">
            <span className="sale-line__name">{line.name}</span>
            <span className="sale-line__kind">
              {t(line.kind === 'service' ? 'line.service' : 'line.product')}
              {line.kind === 'product' && line.stock !== null && ` · ${t('line.stock', { count: line.stock })}`}
            </span>
          </div>
          <Button type="button" color="link" className="sale-line__remove text-danger" aria-label={t('line.remove', { name: line.name })} onClick={onRemove}>
            {t('line.removeShort')}
          </Button>
        </div>
        {lineError && (
          <div className="alert alert-danger py-2 mb-2" role="alert">
            {lineError}
          </div>
        )}
        <div className="sale-line__fields">
          <div className="sale-line__professional">
            <SelectField
              name={at('employeeId')}
              label={t('line.professional')}
              placeholder={line.kind === 'service' ? t('line.chooseProfessional') : t('line.noProfessional')}
              options={employees.map((employee) => ({ value: employee.id, label: employee.name }))}
            />
          </div>
          <QuantityField name={at('quantity')} disabled={line.kind === 'service'} limit={limit} />
          <MoneyField name={at('value')} label={t('line.value')} />
          <MoneyField name={at('discount')} label={t('line.discount')} />
        </div>
        <div className="sale-line__total">
          <span>{t('line.total')}</span>
          <strong data-testid="line-total">
            <Money cents={lineTotal(line)} table />
          </strong>
        </div>
      </div>
    </li>
  );
}
