import { HttpResponse } from 'msw';
import { fold } from './db';

interface Row {
  id: number;
  name: string;
  phone: string | null;
}

const MESSAGES = {
  client: { name: 'Já existe um cliente com este nome: ', phone: 'Já existe um cliente com este telefone: ' },
  employee: { name: 'Já existe um profissional com este nome: ', phone: 'Já existe um profissional com este telefone: ' },
};
const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * The server's 409 (services/duplicates.ts) when a save's name (folded) or phone (digits) matches another row,
 * unless the body says allow_duplicate; null when the save may go on.
 */
export function duplicateOf(kind: keyof typeof MESSAGES, rows: Row[], fields: { name?: string | null; phone?: string | null }, body: Record<string, unknown>, self?: number) {
  const allowed = [body.allow_duplicate, (body[kind] as Record<string, unknown> | undefined)?.allow_duplicate].some((flag) => flag === true || flag === 'true');
  if (allowed) return null;
  const others = rows.filter((row) => row.id !== self);
  const byName = fields.name ? others.find((row) => fold(row.name.trim()) === fold(String(fields.name).trim())) : undefined;
  const byPhone = digits(fields.phone) ? others.find((row) => digits(row.phone) === digits(fields.phone)) : undefined;
  const row = byName ?? byPhone;
  if (!row) return null;
  const match = byName ? 'name' : 'phone';
  return HttpResponse.json({ errors: [MESSAGES[kind][match] + row.name], duplicate: { id: row.id, name: row.name, phone: row.phone, match } }, { status: 409 });
}
