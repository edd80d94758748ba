import type { TFunction } from 'i18next';
import { money, type CsvCell } from './csv';
import { formatDateTime, formatDay } from './reportFormat';
import type { CommissionItem, Commissions, PaymentType, ReportItem, Summary } from './reportsApi';
import './locales';

/**
 * Each report's table as rows of cells: what the screen shows and what its CSV holds, built once here so
 * the two never disagree. Headers come in the user's language.
 */
export type Rows = CsvCell[][];

/** The order the checkout shows its payment buttons in. */
export const PAYMENT_ORDER: readonly PaymentType[] = ['cash', 'debit_card', 'credit_card', 'pix', 'other'];

/** Every payment type, zeros included, in the checkout's order. */
export function paymentSplit(summary: Summary) {
  return PAYMENT_ORDER.map((type) => summary.by_payment.find((row) => row.payment_type === type) ?? { payment_type: type, count: 0, total: 0, fees: 0, net: 0 });
}

export function summaryRows(summary: Summary, t: TFunction): Rows {
  const line = (label: string, totals: Summary['total']) => [label, totals.quantity, money(totals.gross), money(totals.discount), money(totals.net)];
  return [
    [t('summary.type'), t('summary.quantity'), t('summary.gross'), t('summary.discount'), t('summary.net')],
    line(t('summary.services'), summary.services),
    line(t('summary.products'), summary.products),
    line(t('summary.total'), summary.total),
  ];
}

/**
 * Per method: payments, gross (Total), what the machine kept (Taxas) and what reached the salon (Líquido); credit
 * in instalments adds a row per instalment count under Cartão Crédito (issue 30 item 3).
 */
/** Whether the card machines kept anything in the period: without fees the screen leaves Taxas and Líquido out. */
export const hasFees = (summary: Summary | undefined) => Boolean(summary?.by_payment.some((row) => (row.fees ?? 0) > 0));

export function paymentRows(summary: Summary, t: TFunction): Rows {
  const installments = (summary.by_installments ?? []).filter(() => (summary.by_installments ?? []).some((row) => row.installments > 1));
  return [
    [t('payments.type'), t('payments.count'), t('payments.total'), t('payments.fees'), t('payments.net')],
    ...paymentSplit(summary).flatMap((row) => [
      [t(`payments.${row.payment_type}`), row.count, money(row.total), money(row.fees ?? 0), money(row.net ?? row.total)],
      ...(row.payment_type === 'credit_card'
        ? installments.map((part) => [t('payments.installments', { count: part.installments }), part.count, money(part.total), money(part.fees), money(part.net)])
        : []),
    ]),
  ];
}

/** The sum of a list's rows: the total row of Principais Serviços / Produtos. */
export const itemTotals = (rows: ReportItem[]) =>
  rows.reduce((sum, row) => ({ quantity: sum.quantity + row.quantity, value: sum.value + row.value, discount: sum.discount + row.discount, net: sum.net + row.net }), {
    quantity: 0,
    value: 0,
    discount: 0,
    net: 0,
  });

export function itemRows(rows: ReportItem[], t: TFunction): Rows {
  const total = itemTotals(rows);
  return [
    [t('top.name'), t('top.quantity'), t('top.value'), t('top.discount'), t('top.net')],
    ...rows.map((row) => [row.name, row.quantity, money(row.value), money(row.discount), money(row.net)]),
    [t('top.total'), total.quantity, money(total.value), money(total.discount), money(total.net)],
  ];
}

export function dayRows(days: Summary['by_day'], t: TFunction, lang: string): Rows {
  return [[t('chart.day'), t('chart.count'), t('chart.total')], ...days.map((row) => [formatDay(row.day, lang), row.count, money(row.total)])];
}

export function commissionRows(report: Commissions, t: TFunction): Rows {
  const { total } = report;
  return [
    [t('commissions.professional'), t('commissions.quantity'), t('commissions.gross'), t('commissions.discount'), t('commissions.net'), t('commissions.commission'), t('commissions.tips')],
    ...report.rows.map((row) => [row.name, row.quantity, money(row.gross), money(row.discount), money(row.net), money(row.commission), money(row.tips ?? 0)]),
    [t('commissions.total'), total.quantity, money(total.gross), money(total.discount), money(total.net), money(total.commission), money(total.tips ?? 0)],
  ];
}

export function commissionItemRows(items: CommissionItem[], t: TFunction, lang: string): Rows {
  return [
    [
      t('items.date'),
      t('items.sale'),
      t('items.item'),
      t('items.client'),
      t('items.quantity'),
      t('items.value'),
      t('items.discount'),
      t('items.net'),
      t('items.rate'),
      t('items.commission'),
    ],
    ...items.map((item) => [
      formatDateTime(item.created_at, lang),
      item.sale_number,
      item.name,
      item.client ?? '',
      item.quantity,
      money(item.value),
      money(item.discount),
      money(item.net),
      item.commission_rate,
      money(item.commission),
    ]),
  ];
}
