import { http, HttpResponse } from 'msw';
import type { CashDrawerWire, CashTotalsWire } from '../../../server/contract/cashDrawers';
import { API } from './origin';
import { db, nextId, notFound, record } from './db';
import { signedIn } from './signedIn';

const METHODS = ['cash', 'debit_card', 'credit_card', 'pix', 'other'] as const;
const now = () => Math.floor(Date.now() / 1000);
const zero = (): CashTotalsWire => ({ cash: 0, debit_card: 0, credit_card: 0, pix: 0, other: 0 });
const brl = (cents: number) => `R$\u00a0${(cents / 100).toFixed(2).replace('.', ',')}`;

/** An open drawer as the server answers it; a test seeds `sales` (per method) to stand for the day's sales. */
export function cashDrawer(fields: Partial<CashDrawerWire> = {}): CashDrawerWire {
  const drawer: CashDrawerWire = {
    id: 1, day: '2026-11-21', opened_at: now(), opened_by_name: 'Ana Souza', float: 0, closed_at: null, closed_by_name: null, note: null,
    sales: zero(), estornos: zero(), suprimentos: 0, sangrias: 0, expected: zero(), counted: null, difference: null, movements: [], canceled_sales: [],
    ...fields,
  };
  return withExpected(drawer);
}

/** What the server computes: sales - estornos, and for cash the float, + suprimentos - sangrias. */
function withExpected(drawer: CashDrawerWire): CashDrawerWire {
  const expected = zero();
  for (const method of METHODS) expected[method] = drawer.sales[method] - drawer.estornos[method];
  expected.cash += drawer.float + drawer.suprimentos - drawer.sangrias;
  return { ...drawer, expected };
}

const find = (id: unknown) => db.cashDrawers.find((d) => d.id === Number(id));
const isCents = (value: unknown, min = 0) => Number.isInteger(value) && (value as number) >= min && (value as number) <= 100_000_000;
const refused = (fields: Record<string, string[]>) => HttpResponse.json(fields, { status: 422 });

/** The cash drawer (contract/cashDrawers.ts) over db.cashDrawers: at most one open (closed_at null). */
export const cashDrawerHandlers = [
  http.get(`${API}/salons/:salonId/cash_drawers/current`, () => HttpResponse.json({ drawer: db.cashDrawers.find((d) => d.closed_at === null) ?? null })),
  http.get(`${API}/salons/:salonId/cash_drawers`, () => HttpResponse.json(db.cashDrawers.map(({ movements: _m, canceled_sales: _c, ...summary }) => summary))),
  http.get(`${API}/cash_drawers/:id`, ({ params }) => {
    const drawer = find(params.id);
    return drawer ? HttpResponse.json(drawer) : notFound();
  }),
  http.get(`${API}/cash_drawers/:id/export`, ({ params }) =>
    find(params.id)
      ? new HttpResponse('\uFEFFLinha;Forma;Esperado\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="caixa-${String(params.id)}.csv"` } })
      : notFound(),
  ),
  http.post(`${API}/salons/:salonId/cash_drawers`, async ({ request }) => {
    const body = await record(request);
    const { float } = (body.cash_drawer ?? body) as { float?: unknown };
    if (!isCents(float)) return refused({ float: ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'] });
    if (db.cashDrawers.some((d) => d.closed_at === null)) return refused({ base: ['Já há um caixa aberto'] });
    const drawer = cashDrawer({ id: nextId('cashDrawers', db.cashDrawers), float: float as number, opened_by_name: signedIn()?.name ?? '' });
    db.cashDrawers.push(drawer);
    return HttpResponse.json(drawer, { status: 201 });
  }),
  http.post(`${API}/cash_drawers/:id/movements`, async ({ request, params }) => {
    const body = await record(request);
    const { kind, amount, reason } = (body.cash_movement ?? body) as { kind?: unknown; amount?: unknown; reason?: unknown };
    const drawer = find(params.id);
    if (!drawer) return notFound();
    if (drawer.closed_at !== null) return refused({ base: ['Este caixa já foi fechado'] });
    if (kind !== 'sangria' && kind !== 'suprimento') return refused({ kind: ['Escolha sangria ou suprimento'] });
    if (!isCents(amount, 1)) return refused({ amount: ['Digite um valor de R$ 0,01 a R$ 1.000.000,00'] });
    if (typeof reason !== 'string' || !reason.trim()) return refused({ reason: ['Diga o motivo'] });
    if (kind === 'sangria' && (amount as number) > drawer.expected.cash) return refused({ amount: [`A sangria é maior que o dinheiro no caixa (${brl(drawer.expected.cash)})`] });
    drawer.movements.push({ id: nextId('cashMovements', drawer.movements), kind, amount: amount as number, reason: reason.trim(), user_name: signedIn()?.name ?? '', created_at: now() });
    if (kind === 'sangria') drawer.sangrias += amount as number;
    else drawer.suprimentos += amount as number;
    Object.assign(drawer, withExpected(drawer));
    return HttpResponse.json(drawer);
  }),
  http.post(`${API}/cash_drawers/:id/close`, async ({ request, params }) => {
    const body = await record(request);
    const { counted, note } = (body.cash_drawer ?? body) as { counted?: Partial<CashTotalsWire>; note?: string | null };
    const drawer = find(params.id);
    if (!drawer) return notFound();
    if (drawer.closed_at !== null) return refused({ base: ['Este caixa já foi fechado'] });
    const count = zero();
    for (const method of METHODS) {
      const value = counted?.[method] ?? 0;
      if (!isCents(value)) return refused({ [`counted.${method}`]: ['Digite um valor de R$ 0,00 a R$ 1.000.000,00'] });
      count[method] = value;
    }
    const difference = zero();
    for (const method of METHODS) difference[method] = count[method] - drawer.expected[method];
    Object.assign(drawer, { closed_at: now(), closed_by_name: signedIn()?.name ?? '', counted: count, difference, note: note ?? null });
    return HttpResponse.json(drawer);
  }),
];
