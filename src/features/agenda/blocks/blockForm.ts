import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { Employee } from '../../staff/staffApi';
import type { BlockedTimeFields } from '../agendaApi';
import { clock, dateInput, epochOf, minutesOf, nextQuarter, roundToQuarter, timeInput } from '../appointment/timeOptions';
import '../locales/appointments';

export const BLOCK_REASONS = ['lunch', 'dayOff', 'course', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

export interface BlockValues {
  employee: number | null;
  date: string;
  /** The whole day (a day off): no start or end time. */
  allDay: boolean;
  time: string;
  /** The end, 'HH:MM' ('24:00' is midnight). */
  until: string;
  reason: BlockReason;
  /** The reason in the user's words, when 'other'. */
  otherReason: string;
  repeat: boolean;
  /** 'YYYY-MM-DD': the last week it repeats (included). */
  repeatUntil: string;
}

export const BLOCK_FIELDS = ['employee', 'date', 'time', 'until', 'reason', 'otherReason', 'repeatUntil'] as const;
export const BLOCK_RENAME = { startAt: 'time', duration: 'until', repeatWeeklyUntil: 'repeatUntil' };

const DAY = 24 * 60;

export function blockDefaults(draft: { start: number; employeeId: number | null } | null, employees: Employee[], selfId: number | null): BlockValues {
  const start = draft ? roundToQuarter(draft.start) : nextQuarter();
  const time = timeInput(start);
  const known = (id: number | null | undefined): id is number => typeof id === 'number' && employees.some((e) => e.id === id);
  return {
    employee: [draft?.employeeId, selfId].find(known) ?? employees[0]?.id ?? null,
    date: dateInput(start),
    allDay: false,
    time,
    until: clock(Math.min(DAY, minutesOf(time) + 60)),
    reason: 'lunch',
    otherReason: '',
    repeat: false,
    repeatUntil: '',
  };
}

/** The request: a whole day starts at midnight; the reason goes as the words the salon reads in its agenda. */
export function toBlockFields(values: BlockValues, reasonLabel: (reason: BlockReason) => string): BlockedTimeFields {
  const time = values.allDay ? '00:00' : values.time;
  const end = values.allDay ? DAY : minutesOf(values.until);
  return {
    employee_id: values.employee ?? 0,
    start_at: epochOf(values.date, time) ?? 0,
    duration: (end - minutesOf(time)) * 60,
    reason: values.reason === 'other' ? values.otherReason.trim() : reasonLabel(values.reason),
    repeat_weekly_until: values.repeat ? values.repeatUntil : null,
  };
}

export function blockSchema(t: TFunction) {
  return yup.object({
    employee: yup.number().nullable().required(t('errors.employee')),
    date: yup.string().required(t('errors.date')).test('date', t('errors.date'), (date) => epochOf(date, '00:00') !== null),
    until: yup.string().test('after', t('errors.untilBeforeStart'), function (until) {
      const { allDay, time } = this.parent as BlockValues;
      return allDay || minutesOf(until ?? '') > minutesOf(time);
    }),
    otherReason: yup.string().when('reason', { is: 'other', then: (s) => s.trim().required(t('errors.reason')).max(255, t('errors.reasonLong')) }),
    repeatUntil: yup.string().when('repeat', {
      is: true,
      then: (s) => s.required(t('errors.repeatUntil')).test('after', t('errors.repeatBeforeStart'), function (last) {
        return (last ?? '') >= (this.parent as BlockValues).date;
      }),
    }),
  });
}
