import { useTranslation } from 'react-i18next';
import { FormGroup, Input, Label } from 'reactstrap';
import './locales';

/** 'Estoque baixo primeiro': the flagged products at the top of each category (a view choice, not saved). */
export function LowStockFirstSwitch({ checked, onChange }: { checked: boolean; onChange(value: boolean): void }) {
  const { t } = useTranslation('catalogue');
  const id = 'products-low-stock-first';
  return (
    <FormGroup switch className="low-stock-first mb-0">
      <Input id={id} type="switch" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label for={id} check>
        {t('products.lowStockFirst')}
      </Label>
    </FormGroup>
  );
}
