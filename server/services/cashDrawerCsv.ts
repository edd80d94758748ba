import { CASH_METHODS, type CashDrawerWire } from '../contract/cashDrawers';
import { PAYMENT_TYPE_LABELS } from '../contract/sales';
import type { Lang } from '../i18n';
import { money, toCsv, type CsvCell } from './csv';

const WORDS = {
  'pt-BR': {
    header: ['Linha', 'Forma', 'Esperado', 'Contado', 'Diferença', 'Quem', 'Quando', 'Detalhe'],
    opened: 'Abertura', float: 'Troco inicial', sales: 'Vendas', estorno: 'Estorno', closing: 'Fechamento',
    sangria: 'Sangria', suprimento: 'Suprimento', sale: 'Venda',
  },
  en: {
    header: ['Line', 'Method', 'Expected', 'Counted', 'Difference', 'Who', 'When', 'Detail'],
    opened: 'Opening', float: 'Float', sales: 'Sales', estorno: 'Refund', closing: 'Closing',
    sangria: 'Cash out', suprimento: 'Cash in', sale: 'Sale',
  },
} as const;

/** 'YYYY-MM-DD HH:MM' in the salon's time zone. */
function when(epochSeconds: number | null, timeZone: string): string | null {
  if (epochSeconds === null) return null;
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochSeconds * 1000);
  return text.replace(',', '');
}

/**
 * A drawer's closing as the owner's spreadsheet reads it (contract/csv.ts rules): the opening and its float, each
 * movement, each estorno, and per method the sales, what was expected, counted and the difference.
 */
export function drawerCsv(drawer: CashDrawerWire, timeZone: string, lang: Lang): string {
  const w = WORDS[lang];
  const labels = PAYMENT_TYPE_LABELS[lang];
  const rows: CsvCell[][] = [[w.opened, labels.cash, money(drawer.float), null, null, drawer.opened_by_name, when(drawer.opened_at, timeZone), w.float]];
  for (const m of drawer.movements) rows.push([w[m.kind], labels.cash, money(m.kind === 'sangria' ? -m.amount : m.amount), null, null, m.user_name, when(m.created_at, timeZone), m.reason]);
  for (const e of drawer.canceled_sales) rows.push([w.estorno, null, money(-e.amount), null, null, null, when(e.canceled_at, timeZone), `${w.sale} ${e.number}${e.reason ? `: ${e.reason}` : ''}`]);
  for (const method of CASH_METHODS) {
    rows.push([w.sales, labels[method], money(drawer.sales[method]), null, null, null, null, null]);
  }
  for (const method of CASH_METHODS) {
    rows.push([
      w.closing, labels[method], money(drawer.expected[method]), money(drawer.counted?.[method]), money(drawer.difference?.[method]),
      drawer.closed_by_name, when(drawer.closed_at, timeZone), drawer.note,
    ]);
  }
  return toCsv(w.header, rows);
}
