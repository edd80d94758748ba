import { format } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';

const locales = { 'pt-BR': ptBR, en: enUS } as const;

export function formatDate(date: Date | number, pattern: string, lang: string): string {
  return format(date, pattern, { locale: lang.startsWith('en') ? locales.en : locales['pt-BR'] });
}
