import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { EmptyState } from '../../components/EmptyState';
import { Money } from '../../components/Money';
import type { Employee } from '../staff/staffApi';
import { cartTotal, type SaleForm } from './cart';
import type { PriceRule } from './pricing';
import { SaleLineRow } from './SaleLineRow';
import './locales';

interface Props {
  employees: Employee[];
  allowNegativeStock: boolean;
  prices: PriceRule;
  onAdd(): void;
}

/** The items of the sale with the running total, or the empty state with the button that adds the first. */
export function SaleLines({ employees, allowNegativeStock, prices, onAdd }: Props) {
  const { t } = useTranslation('sales');
  const { values } = useFormikContext<SaleForm>();

  if (values.items.length === 0) {
    return (
      <div className="card">
        <EmptyState
          icon="box"
          title={t('items.empty')}
          hint={t('items.emptyHint')}
          action={
            <Button type="button" color="primary" size="lg" onClick={onAdd}>
              + {t('items.add')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <section aria-label={t('items.label')}>
      <FieldArray name="items">
        {({ remove }) => (
          <ul className="sale-lines list-unstyled">
            {values.items.map((line, index) => (
              <SaleLineRow key={line.key} line={line} index={index} employees={employees} allowNegativeStock={allowNegativeStock} prices={prices} onRemove={() => remove(index)} />
            ))}
          </ul>
        )}
      </FieldArray>
      <div className="sale-lines__foot">
        <Button type="button" color="primary" outline onClick={onAdd}>
          + {t('items.addAnother')}
        </Button>
        <div className="sale-lines__total" data-testid="running-total">
          <span>{t('items.total')}</span>
          <strong>
            <Money cents={cartTotal(values.items)} table />
          </strong>
        </div>
      </div>
    </section>
  );
}
