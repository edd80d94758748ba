import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { formatMoney } from '../../lib/money';
import { salonZone } from '../../lib/salonTime';
import { PixCopy, PixQr } from './PixCode';
import type { Sale, SalePayment } from './salesApi';
import './locales';

/** Date and time in the salon's time zone (the browser's when it is not known or not valid). */
export function saleTime(epochSeconds: number, language: string, timeZone = salonZone()): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(epochSeconds * 1000);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(epochSeconds * 1000);
  }
}

/**
 * The invoice as printed and as shown: the salon, the sale's number, when, for whom, the lines, the totals (with the
 * Pix deposit paid when booking, and the balance paid at the sale) and the payment: a split lists its payments
 * (each cash one with what was handed over and the change), and each Pix payment with a BR Code shows its QR code
 * and copia e cola. Built of plain blocks and a table that fit both an 80 mm receipt and an A4 page (sales.css).
 */
export function Invoice({ sale, timeZone }: { sale: Sale; timeZone?: string }) {
  const { t, i18n } = useTranslation('sales');
  const canceled = sale.status === 'canceled';
  const payments = sale.payments ?? [];
  const split = payments.length > 1;
  const locale = i18n.language === 'en' ? 'en-US' : 'pt-BR';
  const pixCodes = payments.filter((payment) => payment.method === 'pix' && payment.br_code);
  return (
    <article className={`invoice${canceled ? ' invoice--canceled' : ''}`} aria-labelledby="invoice-number">
      <header className="invoice__head">
        <div className="invoice__salon">{sale.salon.name}</div>
        <h2 className="invoice__number" id="invoice-number">
          {t('invoice.number', { number: sale.number })}
        </h2>
        <div className="invoice__when">{saleTime(sale.created_at, i18n.language, timeZone)}</div>
        <div className="invoice__client">
          {t('invoice.client')}: <strong>{sale.client?.name ?? t('invoice.noClient')}</strong>
        </div>
      </header>
      <div className={`invoice__status${canceled ? ' is-canceled' : ''}`} role="status">
        <strong>{sale.status_display || t(canceled ? 'invoice.canceled' : 'invoice.completed')}</strong>
        {canceled && sale.canceled_at !== null && <span> · {saleTime(sale.canceled_at, i18n.language, timeZone)}</span>}
        {canceled && sale.cancel_reason && <div className="invoice__reason">{t('invoice.reason', { reason: sale.cancel_reason })}</div>}
      </div>
      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">{t('invoice.item')}</th>
            <th scope="col" className="num">{t('invoice.quantity')}</th>
            <th scope="col" className="num">{t('invoice.unit')}</th>
            <th scope="col" className="num">{t('invoice.discount')}</th>
            <th scope="col" className="num">{t('invoice.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {sale.transactions.map((line) => (
            <tr key={line.id}>
              <td data-label={t('invoice.item')}>
                <span className="invoice__item">{line.name}</span>
                {line.employee && <span className="invoice__professional">{t('invoice.by', { name: line.employee.name })}</span>}
              </td>
              <td className="num" data-label={t('invoice.quantity')}>{line.quantity}</td>
              <td className="num" data-label={t('invoice.unit')}><Money cents={line.value} table /></td>
              <td className="num" data-label={t('invoice.discount')}>{line.discount > 0 ? <Money cents={-line.discount} table /> : '—'}</td>
              <td className="num" data-label={t('invoice.lineTotal')}><Money cents={line.total} table /></td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <dt>{t('invoice.subtotal')}</dt>
        <dd><Money cents={sale.subtotal} table /></dd>
        <dt>{t('invoice.discounts')}</dt>
        <dd>{sale.discount > 0 ? <Money cents={-sale.discount} table /> : <Money cents={0} table />}</dd>
        <dt className="invoice__total">{t('invoice.total')}</dt>
        <dd className="invoice__total" data-testid="invoice-total"><Money cents={sale.price} table /></dd>
        {sale.deposit > 0 && (
          <>
            <dt>{t('invoice.deposit')}</dt>
            <dd data-testid="invoice-deposit"><Money cents={-sale.deposit} table /></dd>
            <dt>{t('invoice.balance')}</dt>
            <dd data-testid="invoice-balance"><Money cents={Math.max(sale.price - sale.deposit, 0)} table /></dd>
          </>
        )}
        {(sale.tips ?? []).map((tip) => (
          <Fragment key={`tip-${tip.id}`}>
            <dt className="invoice__tip">{t('tips.line', { name: tip.employee.name })}</dt>
            <dd className="invoice__tip" data-testid="invoice-tip"><Money cents={tip.amount} table /></dd>
          </Fragment>
        ))}
        <dt>{t('invoice.payment')}</dt>
        <dd data-testid="invoice-payment">{sale.payment_type_display}</dd>
        {split &&
          payments.map((payment) => (
            <Fragment key={payment.id}>
              <dt className="invoice__payment">{payment.method_display}</dt>
              <dd className="invoice__payment"><Money cents={payment.amount} table /></dd>
              <CardLine payment={payment} />
              {payment.method === 'cash' && payment.received !== null && (
                <>
                  <dt className="invoice__cash">{t('invoice.received')}</dt>
                  <dd className="invoice__cash"><Money cents={payment.received} table /></dd>
                  <dt className="invoice__cash">{t('invoice.change')}</dt>
                  <dd className="invoice__cash"><Money cents={payment.change ?? Math.max(payment.received - payment.amount, 0)} table /></dd>
                </>
              )}
            </Fragment>
          ))}
        {!split && payments[0] && <CardLine payment={payments[0]} />}
        {!split && sale.payment_type === 'cash' && sale.received !== null && (
          <>
            <dt>{t('invoice.received')}</dt>
            <dd><Money cents={sale.received} table /></dd>
            <dt>{t('invoice.change')}</dt>
            <dd><Money cents={sale.change ?? Math.max(sale.received - (sale.price - sale.deposit), 0)} table /></dd>
          </>
        )}
      </dl>

      {pixCodes.map((payment) => {
        const amount = formatMoney(payment.amount, locale);
        return (
          <section key={payment.id} className="invoice__pix" aria-label={t('pix.charge', { amount })}>
            <PixQr code={payment.br_code ?? ''} label={t('pix.qrAlt', { amount })} />
            <div className="invoice__pix-text">
              <div className="invoice__pix-amount">
                {t('payment.pix')} · {amount}
              </div>
              {payment.reference && <div className="invoice__pix-reference">{t('pix.reference', { reference: payment.reference })}</div>}
              <PixCopy code={payment.br_code ?? ''} />
            </div>
          </section>
        );
      })}
    </article>
  );
}

/** A card payment's brand, instalments and NSU ('Visa · 3x · NSU 123456'); nothing for another method or a card without them. */
function CardLine({ payment }: { payment: SalePayment }) {
  const { t } = useTranslation('sales');
  if (payment.method !== 'debit_card' && payment.method !== 'credit_card') return null;
  const parts = [
    payment.card_brand ? t(`card.brands.${payment.card_brand}`) : null,
    payment.method === 'credit_card' && payment.installments ? `${payment.installments}x` : null,
    payment.nsu ? t('card.nsuShort', { nsu: payment.nsu }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <>
      <dt className="invoice__card">{t('card.details')}</dt>
      <dd className="invoice__card" data-testid="invoice-card">{parts.join(' · ')}</dd>
    </>
  );
}
