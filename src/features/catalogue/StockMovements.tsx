import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { formatMoney } from '../../lib/money';
import { selectSalonId } from '../salon/sessionSlice';
import { useGetSalonSettingsQuery } from '../salon/salonApi';
import { useGetStockMovementsQuery } from './stockApi';
import './locales';

/** Date and time in the salon's time zone (the device's when it is not known yet or not valid). */
function when(epochSeconds: number, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(epochSeconds * 1000);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(epochSeconds * 1000);
  }
}

/** 'Movimentações': a product's stock entries, latest first, each with when, how many, who and the note. */
export function StockMovements({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const salonId = useAppSelector(selectSalonId);
  const timeZone = useGetSalonSettingsQuery(salonId ?? skipToken).data?.time_zone;
  const { data, isError, isLoading } = useGetStockMovementsQuery(productId);
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const number = new Intl.NumberFormat(locale);

  return (
    <section aria-labelledby="stock-movements-title" className="mt-3">
      <h3 id="stock-movements-title" className="h6">
        {t('stock.movements')}
      </h3>
      {isLoading && <Spinner size="sm" aria-label={t('stock.movements')} />}
      {isError && <p className="text-danger small mb-0">{t('stock.loadFailed')}</p>}
      {data && data.length === 0 && <p className="text-muted small mb-0">{t('stock.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="list-unstyled mb-0 stock-movements">
          {data.map((movement) => (
            <li key={movement.id} className="border-top py-2 small">
              <div className="d-flex justify-content-between gap-2">
                <span>{when(movement.created_at, locale, timeZone)}</span>
                <strong className="text-success">+{number.format(movement.quantity)}</strong>
              </div>
              <div className="text-muted">
                {movement.user_name ?? t('stock.someone')}
                {movement.unit_cost !== null && ` · ${t('stock.unitCostShort', { cost: formatMoney(movement.unit_cost, locale) })}`}
              </div>
              {movement.note && <div className="text-break">{movement.note}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
