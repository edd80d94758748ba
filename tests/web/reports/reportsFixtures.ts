import { http, HttpResponse } from 'msw';
import type { Static } from 'typebox';
import type { ByTypeResponse, CommissionItemsResponse, CommissionsResponse, SummaryWire } from '../../../server/contract/reports';
import { API } from '../msw';

type ByType = Static<typeof ByTypeResponse>;
type Commissions = Static<typeof CommissionsResponse>;
type Items = Static<typeof CommissionItemsResponse>;

const item = (id: number, name: string, quantity: number, value: number, discount = 0) => ({ id, service_id: id, name, quantity, value, discount, net: value - discount });

export const BY_TYPE: ByType = {
  services: [item(1, 'Corte feminino', 4, 32000, 2000), item(2, 'Escova', 3, 15000), item(3, 'Manicure', 2, 8000), item(4, 'Barba', 1, 3500)],
  products: [{ id: 9, product_id: 9, name: 'Shampoo; 300 ml', quantity: 2, value: 9000, discount: 0, net: 9000 }],
};

export function summaryFor(start: string, end: string, overrides: Partial<SummaryWire> = {}): SummaryWire {
  return {
    services: { quantity: 10, gross: 58500, discount: 2000, net: 56500 },
    products: { quantity: 2, gross: 9000, discount: 0, net: 9000 },
    total: { quantity: 12, gross: 67500, discount: 2000, net: 65500 },
    sales_count: 7,
    by_payment: [
      { payment_type: 'pix', count: 4, total: 40000 },
      { payment_type: 'cash', count: 3, total: 25500 },
    ],
    by_day: start === end ? [{ day: start, count: 7, total: 65500 }] : [{ day: start, count: 7, total: 65500 }, { day: end, count: 0, total: 0 }],
    generated_at: Math.floor(new Date(2026, 10, 18, 19, 45).getTime() / 1000),
    features: { commissions: true },
    ...overrides,
  };
}

export const COMMISSIONS: Commissions = {
  available: true,
  rows: [
    { employee_id: 3, name: 'Dona Ana', quantity: 6, gross: 40000, discount: 2000, net: 38000, commission: 3800 },
    { employee_id: 5, name: 'Bruno Barbeiro', quantity: 4, gross: 18500, discount: 0, net: 18500, commission: 2775 },
  ],
  total: { quantity: 10, gross: 58500, discount: 2000, net: 56500, commission: 6575 },
};

export const ITEMS: Items = [
  {
    sale_id: 501,
    sale_number: 17,
    created_at: Math.floor(new Date(2026, 10, 18, 15, 30).getTime() / 1000),
    name: 'Barba',
    client: 'Carlos Souza',
    quantity: 1,
    value: 3500,
    discount: 0,
    net: 3500,
    commission_rate: 15,
    commission: 525,
  },
  { sale_id: 498, sale_number: 12, created_at: Math.floor(new Date(2026, 10, 18, 10, 0).getTime() / 1000), name: 'Corte masculino', client: null, quantity: 1, value: 15000, discount: 0, net: 15000, commission_rate: 12.5, commission: 1875 },
];

/** The four report endpoints; every request's path and query is recorded in `calls`. */
export function reportHandlers(calls: string[], { summary = {}, commissions = COMMISSIONS }: { summary?: Partial<SummaryWire>; commissions?: Commissions } = {}) {
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname.replace('/v1/salons/42/reports/', '')}${url.search}`);
    return url.searchParams;
  };
  return [
    http.get(`${API}/salons/42/reports/by-type`, ({ request }) => (record(request), HttpResponse.json(BY_TYPE))),
    http.get(`${API}/salons/42/reports/summary`, ({ request }) => {
      const params = record(request);
      return HttpResponse.json(summaryFor(params.get('start')!, params.get('end')!, summary));
    }),
    http.get(`${API}/salons/42/reports/commissions`, ({ request }) => (record(request), HttpResponse.json(commissions))),
    http.get(`${API}/salons/42/reports/commissions/:employeeId`, ({ request }) => (record(request), HttpResponse.json(ITEMS))),
  ];
}
