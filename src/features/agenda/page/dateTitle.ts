import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { fromDay, weekOf } from '../agendaDates';
import type { AgendaView } from '../agendaSlice';
import '../locales';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The line under the title: 'Quarta-feira, 14 de março' in Dia; in Semana the week and whose it is
 * ('10 de mar – 16 de mar · Dona Ana'), so a week shown for 'everyone' says plainly which professional it shows.
 */
export function useDateTitle(view: AgendaView, day: string, professional?: string): string {
  const { t, i18n } = useTranslation('agenda');
  const lang = i18n.language;
  if (view === 'day') return capitalized(formatDate(fromDay(day), t('dateFormat.day'), lang));
  const { start, end } = weekOf(day);
  const range = t('dateFormat.weekRange', {
    start: formatDate(fromDay(start), t('dateFormat.weekStart'), lang),
    end: formatDate(fromDay(end), t('dateFormat.weekEnd'), lang),
  });
  return professional ? t('weekOf', { range, professional }) : range;
}
