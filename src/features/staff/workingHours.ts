import { DEFAULT_WORKING_HOURS, type WorkingDay, type WorkingInterval } from '../../../server/contract/constants';

/** Editable copies: the form changes them in place through Formik. */
export type HoursValues = Array<WorkingInterval[] | null>;

export const defaultHours = (): HoursValues => DEFAULT_WORKING_HOURS.map((day) => (day ? day.map((stretch) => ({ ...stretch })) : null));

export const copyHours = (hours: readonly WorkingDay[] | undefined): HoursValues =>
  hours?.length === 7 ? hours.map((day) => (day ? day.map((stretch) => ({ ...stretch })) : null)) : defaultHours();

/** Every quarter hour of a day, 00:00 to 24:00 (the end of the day), as the API writes times. */
export const QUARTER_HOURS: string[] = Array.from({ length: 97 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The first problem of a week's hours, as [weekday, i18n key], or null: each stretch ends after it starts and
 * after the one before it ends ('HH:MM' strings compare in time order).
 */
export function hoursProblem(hours: HoursValues): [number, string] | null {
  for (const [weekday, day] of hours.entries()) {
    if (!day) continue;
    if (day.length === 0) return [weekday, 'hours.errors.empty'];
    for (const [index, { start, end }] of day.entries()) {
      if (end <= start) return [weekday, 'hours.errors.order'];
      if (index > 0 && start < day[index - 1].end) return [weekday, 'hours.errors.overlap'];
    }
  }
  return null;
}
