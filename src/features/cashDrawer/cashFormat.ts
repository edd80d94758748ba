import { useTranslation } from 'react-i18next';
import { toWall } from '../../lib/salonTime';
import type { CashTotals } from './cashDrawerApi';

/** The methods in the order the drawer lists them (server/contract/cashDrawers.ts CASH_METHODS). */
export const METHODS: ReadonlyArray<keyof CashTotals> = ['cash', 'debit_card', 'credit_card', 'pix', 'other'];

/** Epoch seconds as the salon's clock reads them ('21/11/2026 09:05'). */
export function useSalonWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
  return (epochSeconds: number) => format.format(toWall(epochSeconds * 1000));
}

export const sumOf = (totals: CashTotals) => METHODS.reduce((sum, method) => sum + totals[method], 0);
