import { format } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { toWall } from './salonTime';

const locales = { 'pt-BR': ptBR, en: enUS } as const;

/**
 * A date in words. A number is an instant (milliseconds, e.g. an API's epoch seconds times 1000) and is written on
 * the salon's clock; a Date is already a wall-clock date (a calendar day, or salonTime's toWall) and is written as is.
 */
export function formatDate(date: Date | number, pattern: string, lang: string): string {
  return format(typeof date === 'number' ? toWall(date) : date, pattern, { locale: lang.startsWith('en') ? locales.en : locales['pt-BR'] });
}
