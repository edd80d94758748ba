import { setIn, type FormikErrors } from 'formik';
import type { OnlineBookingValues } from './onlineBookingForm';

/** The page's own fields, as readFailure names them (min_notice_minutes -> minNoticeMinutes). */
const FIELDS = new Set(['enabled', 'slug', 'minNoticeMinutes', 'horizonDays', 'slotMinutes', 'cancelHours', 'depositRule', 'depositKind', 'depositValue', 'intro']);

/**
 * Where a server field's message goes. `services.{i}.*` counts the services sent, which are only the changed ones:
 * `rows` turns i back into the form's row, whose buffer (or, for an unknown id, whose checkbox) shows it.
 */
function pathOf(name: string, rows: { services: number[]; employees: number[] }): string | null {
  if (FIELDS.has(name)) return name;
  const match = /^(services|employees)\.(\d+)\.(\w+)$/.exec(name);
  if (!match) return null;
  const list = match[1] === 'services' ? 'services' : 'employees';
  const row = rows[list][Number(match[2])];
  if (row === undefined) return null;
  return `${list}.${row}.${list === 'services' && match[3] === 'bufferAfter' ? 'bufferAfter' : 'bookableOnline'}`;
}

/** A 422's messages as Formik errors under their fields; those with no field on the page, to be said in a toast. */
export function placeErrors(fields: Record<string, string>, rows: { services: number[]; employees: number[] }) {
  let errors: FormikErrors<OnlineBookingValues> = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const path = pathOf(name, rows);
    if (path) errors = setIn(errors, path, message) as FormikErrors<OnlineBookingValues>;
    else elsewhere.push(message);
  }
  return { errors, elsewhere };
}
