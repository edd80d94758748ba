import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { DEFAULT_WORKING_HOURS, type WorkingDay, type WorkingInterval } from '../../../server/contract/constants';
import './locales';

/** A week of working hours as a form edits it, Sunday first (as the API and Date.getDay() count). */
export type HoursValues = Array<WorkingInterval[] | null>;

export const defaultHours = (): HoursValues => DEFAULT_WORKING_HOURS.map((day) => (day ? day.map((stretch) => ({ ...stretch })) : null));

/** Editable copies: the form changes them in place through Formik. */
export const copyHours = (hours: readonly WorkingDay[] | undefined): HoursValues =>
  hours?.length === 7 ? hours.map((day) => (day ? day.map((stretch) => ({ ...stretch })) : null)) : defaultHours();

/** Every quarter hour of a day, 00:00 to 24:00 (the end of the day), as the API writes times. */
export const QUARTER_HOURS: string[] = Array.from({ length: 97 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export type HoursProblem = 'empty' | 'order' | 'overlap';

/**
 * The first problem of a week's hours, as [weekday, problem], or null: each stretch ends after it starts and
 * after the one before it ends ('HH:MM' strings compare in time order).
 */
export function hoursProblem(hours: HoursValues): [number, HoursProblem] | null {
  for (const [weekday, day] of hours.entries()) {
    if (!day) continue;
    if (day.length === 0) return [weekday, 'empty'];
    for (const [index, { start, end }] of day.entries()) {
      if (end <= start) return [weekday, 'order'];
      if (index > 0 && start < day[index - 1].end) return [weekday, 'overlap'];
    }
  }
  return null;
}

/**
 * The yup rule of a working-hours field: the first problem, naming its day ('Terça: o fim deve ser depois do
 * início.'). `t` may be any namespace's: the keys name the shared 'workingHours' one.
 */
export function workingHoursRule(t: TFunction) {
  return yup.mixed<HoursValues>().test('hours', (hours, context) => {
    const problem = hours ? hoursProblem(hours) : null;
    if (!problem) return true;
    const [weekday, kind] = problem;
    return context.createError({ message: t(`workingHours:errors.${kind}`, { day: t(`workingHours:weekdays.${weekday}`) }) });
  });
}
