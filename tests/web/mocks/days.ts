import { HttpResponse } from 'msw';
import { db } from './db';

/** The salon's calendar day (YYYY-MM-DD) of an epoch-seconds instant: sales and reports count days in its zone. */
export const salonDay = (seconds: number) => new Intl.DateTimeFormat('en-CA', { timeZone: db.settings.time_zone }).format(seconds * 1000);

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const DAY = 86_400_000;

/**
 * `?start=&end=` as server/services/reportRange.ts reads it: both left out, today; one, that day; a 422 under the
 * field at fault for a day that does not exist, an end before the start or more than 366 days.
 */
export function dayRange(url: URL): { days: string[] } | { refusal: Response } {
  const refuse = (field: string, message: string) => ({ refusal: HttpResponse.json({ [field]: [message] }, { status: 422 }) });
  const sent = { start: url.searchParams.get('start'), end: url.searchParams.get('end') };
  for (const field of ['start', 'end'] as const) if (sent[field] !== null && !isDay(sent[field])) return refuse(field, 'Data inválida. Use AAAA-MM-DD');
  const today = salonDay(Date.now() / 1000);
  const first = Date.parse(`${sent.start ?? sent.end ?? today}T00:00:00Z`);
  const last = Date.parse(`${sent.end ?? sent.start ?? today}T00:00:00Z`);
  if (last < first) return refuse('end', 'O fim do período deve ser igual ou depois do início');
  if ((last - first) / DAY + 1 > 366) return refuse('end', 'Período longo demais (no máximo 366 dias)');
  return { days: Array.from({ length: (last - first) / DAY + 1 }, (_, i) => new Date(first + i * DAY).toISOString().slice(0, 10)) };
}
