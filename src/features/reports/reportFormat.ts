import { formatDate } from '../../lib/dates';
import { parseDay } from './reportRange';

/**
 * How the reports write dates and rates, in the user's language: days as the locale writes them
 * (01/11/2026, 11/01/2026), a 24-hour clock in both (salons write 14:30), rates as '12,5%'.
 */
const dayDate = (day: string) => parseDay(day) ?? new Date(NaN);

export const formatDay = (day: string, lang: string) => formatDate(dayDate(day), 'P', lang);

/** The chart's axis: day and month only. */
export const formatShortDay = (day: string, lang: string) => formatDate(dayDate(day), lang.startsWith('en') ? 'MM/dd' : 'dd/MM', lang);

export const formatDateTime = (epochSeconds: number, lang: string) => formatDate(epochSeconds * 1000, 'P HH:mm', lang);

export const numberLocale = (lang: string) => (lang.startsWith('en') ? 'en-US' : 'pt-BR');

export const formatRate = (percent: number, lang: string) =>
  `${new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 }).format(percent)}%`;

/** The page's subtitle: 'segunda-feira, 23 de novembro de 2026', or '1 de nov. de 2026 – 30 de nov. de 2026'. */
export function formatLongRange({ start, end }: { start: string; end: string }, lang: string): string {
  if (start === end) return formatDate(dayDate(start), 'PPPP', lang);
  return `${formatDate(dayDate(start), 'PP', lang)} – ${formatDate(dayDate(end), 'PP', lang)}`;
}
