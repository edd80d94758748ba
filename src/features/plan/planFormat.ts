import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** dd/mm/aaaa (mm/dd/yyyy in English) of epoch seconds. */
export const dayOf = (seconds: number, lang: string) => formatDate(seconds * 1000, lang === 'en' ? 'MM/dd/yyyy' : 'dd/MM/yyyy', lang);

export const moneyOf = (cents: number, lang: string) => formatMoney(cents, lang === 'en' ? 'en-US' : 'pt-BR');
