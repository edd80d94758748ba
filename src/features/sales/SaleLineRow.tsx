import { skipToken } from '@reduxjs/toolkit/query/react';
import { getIn, useFormikContext } from 'formik';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { Money } from '../../components/Money';
import { MoneyField } from '../../components/MoneyField';
import { SelectField } from '../../components/SelectField';
import { doesService } from '../../lib/serviceFit';
import { selectSalonId } from '../salon/sessionSlice';
import type { Employee } from '../staff/staffApi';
import { lineTotal, unitsInCart, type CartLine, type SaleForm } from './cart';
import { discountOffered, priceEditable, type PriceRule } from './pricing';
import { QuantityField } from './QuantityField';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import './locales';

interface Props {
  line: CartLine;
  index: number;
  employees: Employee[];
  allowNegativeStock: boolean;
  /** Whether the signed-in user may change the price or give a discount, and how much. */
  prices: PriceRule;
  onRemove(): void;
}

/** What the price field says under it: the catalogue price stands, or how far it may go down. */
function priceHelp(prices: PriceRule, t: TFunction) {
  if (prices.kind === 'catalogue') return t('line.catalogueOnly');
  if (prices.kind === 'limited') return prices.maxPercent > 0 ? t('line.discountLimit', { percent: prices.maxPercent }) : t('line.noDiscount');
  return undefined;
}

/** One item of the sale: who is credited, how many, the price each and the discount, and the line's total. */
export function SaleLineRow({ line, index, employees, allowNegativeStock, prices, onRemove }: Props) {
  const { t } = useTranslation('sales');
  const { values, errors } = useFormikContext<SaleForm>();
  const at = (field: keyof CartLine) => `items.${index}.${field}`;
  // An item the server did not accept (unknown, of another salon) is said on the line itself.
  const lineError = getIn(errors, at('name')) as string | undefined;
  // Without a discount field, a discount the server refused (the owner's settings changed meanwhile) is said here.
  const discountError = discountOffered(prices) ? undefined : (getIn(errors, at('discount')) as string | undefined);
  const limited = line.kind === 'product' && !allowNegativeStock && line.stock !== null;
  const limit = limited ? { stock: line.stock ?? 0, room: (line.stock ?? 0) - unitsInCart(values.items, line.itemId) } : null;
  const anyServiceAllowed = useGetSalonSettingsQuery(useAppSelector(selectSalonId) ?? skipToken).data?.any_service_allowed ?? false;
  // A service its professional does not do (issue 25 item 1); an appointment's line was accepted when booked.
  const professional = employees.find((employee) => employee.id === line.employeeId);
  const notTheirs = line.kind === 'service' && line.appointmentId === null && professional && !doesService(professional.service_ids, line.itemId);

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
        {[lineError, discountError].filter(Boolean).map((message) => (
          <div key={message} className="alert alert-danger py-2 mb-2" role="alert">
            {message}
          </div>
        ))}
        <div className="sale-line__fields">
          <div className="sale-line__professional">
            <SelectField
              name={at('employeeId')}
              label={t('line.professional')}
              placeholder={line.kind === 'service' ? t('line.chooseProfessional') : t('line.noProfessional')}
              options={employees.map((employee) => ({ value: employee.id, label: employee.name }))}
            />
            {notTheirs && (
              <div className="form-text text-warning-emphasis mt-n2 mb-2" role="status">
                {t(anyServiceAllowed ? 'line.notTheirs' : 'line.notTheirsRefused', { name: professional.name })}
              </div>
            )}
          </div>
          <QuantityField name={at('quantity')} disabled={line.kind === 'service'} limit={limit} />
          <MoneyField name={at('value')} label={t('line.value')} readOnly={!priceEditable(prices)} help={priceHelp(prices, t)} />
          {discountOffered(prices) && <MoneyField name={at('discount')} label={t('line.discount')} />}
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
