import { format, getDay, startOfWeek } from 'date-fns';
import { enUS, ptBR } from 'date-fns/locale';
import { dateFnsLocalizer, type DateLocalizer, type Formats } from 'react-big-calendar';
import { withFastDates } from './fastDates';
import '../locales';

/** react-big-calendar's cultures are the app's languages. */
export const cultureOf = (language: string) => (language.startsWith('en') ? 'en' : 'pt-BR');

export const localizer = withFastDates(
  dateFnsLocalizer({
    format,
    getDay,
    // Weeks run Sunday to Saturday in both languages (spec section 2), as the API's week range does.
    startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 0 }),
    parse: () => new Date(NaN),
    locales: { 'pt-BR': ptBR, en: enUS },
  }),
);

/** A day's start whose text is the same whatever the day (see dayLocalizer). */
class ColumnDay extends Date {
  override toString() {
    return 'dia';
  }
}

/**
 * The localizer of Dia. react-big-calendar keys each column by professional and String(date), so a day switch
 * unmounted and rebuilt all 20 columns (their quarter-hour rows, their drag-and-drop listeners, a forced layout
 * each); with the day's start printing the same, the columns stay and only their events change. Semana keeps the
 * plain localizer: its seven columns of one professional need their dates in their keys.
 */
export const dayLocalizer: DateLocalizer = {
  ...localizer,
  startOf: (date, unit, firstOfWeek) => {
    const start = localizer.startOf(date, unit, firstOfWeek);
    return (unit as string) === 'day' ? new ColumnDay(start) : start;
  },
} as DateLocalizer;

/**
 * 24-hour clock in both languages (salons write 14:30). The event's own label is empty: the event cell
 * (AgendaEvent) writes the time range itself, inside its accessible name.
 */
export const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: () => '',
  eventTimeRangeStartFormat: () => '',
  eventTimeRangeEndFormat: () => '',
  selectRangeFormat: ({ start, end }, culture, local) => `${local?.format(start, 'HH:mm', culture)} – ${local?.format(end, 'HH:mm', culture)}`,
  // date-fns writes Portuguese 'EEE' in full ('domingo'): 'EEEEEE' is its short form ('dom').
  dayFormat: (date, culture, local) => local?.format(date, culture === 'en' ? 'EEE dd/MM' : 'EEEEEE dd/MM', culture) ?? '',
  dayHeaderFormat: 'EEEE, d MMM',
};

/** Phones' Semana: seven columns of about 45 px, headed 'seg 23'. */
export const compactFormats: Formats = {
  ...formats,
  dayFormat: (date, culture, local) => local?.format(date, culture === 'en' ? 'EEE d' : 'EEEEEE d', culture) ?? '',
};
