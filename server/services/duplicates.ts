import { duplicateFound } from '../errors';
import type { MessageKey } from '../i18n';
import { digitsOf, fold } from './text';

/** What a new or edited client or professional is compared on: the folded name and the phone's digits. */
export interface DuplicateProbe {
  name?: string;
  digits?: string;
}

/** Another row of the salon that a probe matched. `phoneMatch`: the phone matched (else the name did). */
export interface DuplicateRow {
  id: number;
  name: string;
  phone: string | null;
  phoneMatch: boolean;
}

// Shorter digit strings are not phones (the phone check needs 8): they would match unrelated numbers.
const MIN_PHONE_DIGITS = 8;

/**
 * The values worth comparing: those being written that differ from the row's current ones, so re-saving a
 * record that was kept as a duplicate on purpose does not ask again. Undefined when there is nothing to compare.
 */
export function duplicateProbe(
  changes: { name?: string; phone?: string | null },
  current?: { name: string; phone: string | null },
): DuplicateProbe | undefined {
  const probe: DuplicateProbe = {};
  if (changes.name && (!current || fold(changes.name) !== fold(current.name))) probe.name = changes.name;
  const digits = changes.phone ? digitsOf(changes.phone) : '';
  if (digits.length >= MIN_PHONE_DIGITS && digits !== digitsOf(current?.phone ?? '')) probe.digits = digits;
  return probe.name !== undefined || probe.digits !== undefined ? probe : undefined;
}

const MESSAGES = {
  client: { name: 'duplicateClientName', phone: 'duplicateClientPhone' },
  employee: { name: 'duplicateEmployeeName', phone: 'duplicateEmployeePhone' },
} as const satisfies Record<string, Record<'name' | 'phone', MessageKey>>;

/**
 * 409 `{errors: ['Já existe um cliente com este telefone: Maria Silva'], duplicate: {id, name, phone, match}}`,
 * the contract the SPA's 'Continuar mesmo assim?' dialog reads (it resends with allow_duplicate: true).
 */
export function throwDuplicate(kind: keyof typeof MESSAGES, row: DuplicateRow): never {
  const match = row.phoneMatch ? 'phone' : 'name';
  throw duplicateFound({ key: MESSAGES[kind][match], params: { name: row.name } }, { id: row.id, name: row.name, phone: row.phone, match });
}

/**
 * The same 409 for a caller who may not read that client's contacts (a professional, issue 24): a name match
 * still names the client (everyone sees names), but never their phone, and a phone match names nobody, so that
 * typing a number cannot tell whose it is.
 */
export function throwHiddenDuplicate(row: DuplicateRow): never {
  if (!row.phoneMatch) throwDuplicate('client', { ...row, phone: null });
  throw duplicateFound('duplicateClientPhoneHidden', { id: row.id, name: '', phone: null, match: 'phone' });
}

/** allow_duplicate as JSON sends it (a boolean) or as multipart does (the text 'true'). */
export const allowsDuplicate = (...values: unknown[]) => values.some((v) => v === true || v === 'true');
