import type { TFunction } from 'i18next';
import { BOOKING_STEPS } from '../../../server/contract/constants';
import { formatDuration } from '../../lib/duration';
import './locales';

export interface Option {
  value: number;
  label: string;
}

/** The choices the page offers; the server takes any whole number in its range, and a value set otherwise still shows. */
export const NOTICE_MINUTES = [0, 30, 60, 120, 240, 720, 1440, 2880];
export const HORIZON_DAYS = [7, 14, 30, 60, 90];
export const SLOT_MINUTES: readonly number[] = BOOKING_STEPS;
export const CANCEL_HOURS = [0, 2, 6, 12, 24, 48];
/** Seconds, in the server's 5-minute steps. */
export const BUFFER_SECONDS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120].map((minutes) => minutes * 60);

/** '30 minutos', '1 hora', '24 horas'. */
const minutesOrHours = (t: TFunction, minutes: number) =>
  minutes >= 60 && minutes % 60 === 0 ? t('options.hours', { count: minutes / 60 }) : t('options.minutes', { count: minutes });

/** `values` as options, plus `current` in its place when it is none of them (set through the API). */
function optionsOf(values: readonly number[], current: number, label: (value: number) => string): Option[] {
  const all = values.includes(current) ? values : [...values, current].sort((a, b) => a - b);
  return all.map((value) => ({ value, label: label(value) }));
}

export const noticeOptions = (t: TFunction, current: number) =>
  optionsOf(NOTICE_MINUTES, current, (minutes) => (minutes === 0 ? t('options.noNotice') : minutesOrHours(t, minutes)));

export const horizonOptions = (t: TFunction, current: number) => optionsOf(HORIZON_DAYS, current, (days) => t('options.days', { count: days }));

export const slotOptions = (t: TFunction, current: number) => optionsOf(SLOT_MINUTES, current, (minutes) => minutesOrHours(t, minutes));

export const cancelOptions = (t: TFunction, current: number) =>
  optionsOf(CANCEL_HOURS, current, (hours) => (hours === 0 ? t('options.untilStart') : t('options.hoursBefore', { count: hours })));

/** The app's durations ('1h 30min'), as each service's own duration shows beside it. */
export const bufferOptions = (t: TFunction, current: number) =>
  optionsOf(BUFFER_SECONDS, current, (seconds) => (seconds === 0 ? t('options.noBuffer') : formatDuration(seconds)));
