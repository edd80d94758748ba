import type { FieldErrors } from '../../errors';

// A pragmatic address check: one @, no spaces, a dot in the domain. The confirmation e-mail is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** A new password's problems, by field: sign-up, the reset link and the change form share them. */
export function passwordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < 8) errors.password = ['passwordShort'];
  else if (password.length > 128) errors.password = ['passwordLong'];
  if (password !== confirmation) errors.password_confirmation = ['passwordMismatch'];
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
