/**
 * The epoch-second stretch a GET of the agenda asks for (`day`, or `start` and `end` both included), counted in
 * the salon's zone. America/Sao_Paulo keeps -03:00 all year (no daylight saving since 2019).
 */
export function agendaRange(url: URL): { from: number; to: number; employeeId: number | null } {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00-03:00`) / 1000;
  const day = url.searchParams.get('day');
  const first = day ?? url.searchParams.get('start') ?? '2000-01-01';
  const last = day ?? url.searchParams.get('end') ?? first;
  const employee = url.searchParams.get('employee_id');
  return { from: midnight(first), to: midnight(last) + 86_400, employeeId: employee ? Number(employee) : null };
}

/** A row is listed on every day it overlaps. */
export const overlaps = (row: { start_at: number; duration: number; employee_id: number }, range: ReturnType<typeof agendaRange>) =>
  row.start_at < range.to && row.start_at + row.duration > range.from && (range.employeeId === null || row.employee_id === range.employeeId);
