import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Money } from '../../components/Money';
import { saleTime } from './Invoice';
import { toWall } from '../../lib/salonTime';
import type { SaleSummary } from './salesApi';
import './locales';

/** A sale's time on the salon's clock (lib/salonTime), as the language writes it ('14:05'). */
const timeOfDay = (epochSeconds: number, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(toWall(epochSeconds * 1000));

/** Who estornou it, when and why: the owner's record of every estorno (issue 25 item 10). */
function CancelNote({ sale, timeZone }: { sale: SaleSummary; timeZone?: string }) {
  const { t, i18n } = useTranslation('sales');
  if (sale.status !== 'canceled') return null;
  const when = sale.canceled_at === null ? '' : saleTime(sale.canceled_at, i18n.language, timeZone);
  return (
    <div className="sales-list__cancel small">
      <div>{sale.canceled_by ? t('list.canceledBy', { name: sale.canceled_by.name, when }) : t('list.canceledAt', { when })}</div>
      {sale.cancel_reason && <div>{t('list.reason', { reason: sale.cancel_reason })}</div>}
    </div>
  );
}

/**
 * The day's sales: a table on a tablet or desktop, and the same rows as cards on a phone (sales.css), so there is
 * one markup to read. The number opens the receipt (reprint, resend, estorno).
 */
export function SaleListRows({ sales, timeZone, busy }: { sales: SaleSummary[]; timeZone?: string; busy: boolean }) {
  const { t, i18n } = useTranslation('sales');
  return (
    <table className="table sales-list align-middle" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('list.number')}</th>
          <th scope="col">{t('list.time')}</th>
          <th scope="col">{t('list.client')}</th>
          <th scope="col">{t('list.payment')}</th>
          <th scope="col">{t('list.status')}</th>
          <th scope="col" className="text-end">{t('list.total')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.id} className={sale.status === 'canceled' ? 'sales-list__row sales-list__row--canceled' : 'sales-list__row'} data-testid="sale-row">
            <td className="sales-list__number">
              <Link to={`/sales/${sale.id}`} className="sales-list__open touch-target" aria-label={t('list.open', { number: sale.number })}>
                #{sale.number}
              </Link>
            </td>
            <td data-label={t('list.time')}>{timeOfDay(sale.created_at, i18n.language)}</td>
            <td data-label={t('list.client')} className="sales-list__client">
              {sale.client?.name ?? <span className="text-muted">{t('list.walkIn')}</span>}
            </td>
            <td data-label={t('list.payment')}>{sale.payment_type_display}</td>
            <td data-label={t('list.status')}>
              <span className={sale.status === 'canceled' ? 'badge text-bg-danger' : 'badge text-bg-success'}>
                {t(sale.status === 'canceled' ? 'list.rowCanceled' : 'list.rowCompleted')}
              </span>
              <CancelNote sale={sale} timeZone={timeZone} />
            </td>
            <td data-label={t('list.total')} className="text-end sales-list__total">
              <Money cents={sale.price} table />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
