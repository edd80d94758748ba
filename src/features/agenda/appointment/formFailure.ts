import { signedOutBy, type ApiFailure } from '../../../api/errors';

export interface FormFailure {
  /** For Formik's setErrors, under the form's own field names. */
  errors: Record<string, string>;
  /** What belongs to no field of the form, said above it; null when every message found its field. */
  notice: string | null;
}

/**
 * A refused save of an agenda form. Field messages go under their fields (`rename` maps the server's names,
 * camelCased by readFailure, to the form's: startAt -> time); a taken slot (409) goes under the start time,
 * where the user changes it; anything else, or a field the form does not show, is said above the form.
 * A 401/403 already sent the user to /login: nothing to say.
 */
export function formFailure(failure: ApiFailure, shown: readonly string[], rename: Record<string, string> = {}): FormFailure {
  if (signedOutBy(failure)) return { errors: {}, notice: null };
  const entries = Object.entries(failure.fields).map(([field, message]) => [rename[field] ?? field, message] as const);
  if (failure.status === 409 && entries.length === 0) return { errors: { time: failure.message }, notice: null };
  const errors = Object.fromEntries(entries.filter(([field]) => shown.includes(field)));
  const rest = entries.filter(([field]) => !shown.includes(field)).map(([, message]) => message);
  const notice = rest.length > 0 ? rest.join(' ') : entries.length === 0 ? failure.message : null;
  return { errors, notice };
}
