import { useTranslation } from 'react-i18next';
import type { WorkingDay } from '../../../../server/contract/constants';
import { toWall } from '../../../lib/salonTime';
import type { Employee } from '../../staff/staffApi';
import { minutesOf } from './timeOptions';
import '../locales/appointments';

export type HoursIssue = { kind: 'dayOff' } | { kind: 'outside'; hours: string };

/**
 * Whether a booking falls outside the professional's working hours (7 weekdays, Sunday first; null a day off),
 * for the modals' warning. It only warns: salons book extra hours (DESIGN.md section 5). Null when it fits, or
 * when the hours are unknown.
 */
export function hoursIssue(hours: readonly WorkingDay[] | undefined, start: number | null, duration: number): HoursIssue | null {
  if (!hours || hours.length !== 7 || start === null) return null;
  const at = toWall(start * 1000);
  const day = hours[at.getDay()];
  if (!day || day.length === 0) return { kind: 'dayOff' };
  const from = at.getHours() * 60 + at.getMinutes();
  const to = from + Math.ceil(duration / 60);
  if (day.some((stretch) => minutesOf(stretch.start) <= from && to <= minutesOf(stretch.end))) return null;
  return { kind: 'outside', hours: day.map((stretch) => `${stretch.start}–${stretch.end}`).join(', ') };
}

interface Props {
  employee: Employee | undefined;
  /** Epoch seconds, or null while the date or time is not a real one. */
  start: number | null;
  duration: number;
}

/** A warning, never a refusal, when the booking falls outside the professional's working hours. */
export function HoursWarning({ employee, start, duration }: Props) {
  const { t } = useTranslation('appointments');
  const issue = hoursIssue(employee?.working_hours, start, duration);
  if (!employee || !issue) return null;
  return (
    // Polite, not an alert: it changes as the time is picked, and it never stops the booking.
    <div className="alert alert-warning py-2 small" role="status">
      {issue.kind === 'dayOff' ? t('hours.dayOff', { name: employee.name }) : t('hours.outside', { name: employee.name, hours: issue.hours })}
    </div>
  );
}
