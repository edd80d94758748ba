import type { Static } from 'typebox';
import type { ByTypeResponse, CommissionItemsResponse, CommissionsResponse, SummaryWire } from '../../../server/contract/reports';
import { toDay } from '../../../src/features/reports/reportRange';
import { callsTo, seed } from '../mocks';

type ByType = Static<typeof ByTypeResponse>;
type Commissions = Static<typeof CommissionsResponse>;
type Items = Static<typeof CommissionItemsResponse>;

const item = (id: number, name: string, quantity: number, value: number, discount = 0) => ({ id, service_id: id, name, quantity, value, discount, net: value - discount });

export const BY_TYPE: ByType = {
  services: [item(1, 'Corte feminino', 4, 32000, 2000), item(2, 'Escova', 3, 15000), item(3, 'Manicure', 2, 8000), item(4, 'Barba', 1, 3500)],
  products: [{ id: 9, product_id: 9, name: 'Shampoo; 300 ml', quantity: 2, value: 9000, discount: 0, net: 9000 }],
};

/** Today's sales as GET /reports/summary answers them: 7 sales, R$ 655,00, by Pix and cash. */
export function summaryOf(overrides: Partial<SummaryWire> = {}): SummaryWire {
  return {
    services: { quantity: 10, gross: 58500, discount: 2000, net: 56500 },
    products: { quantity: 2, gross: 9000, discount: 0, net: 9000 },
    total: { quantity: 12, gross: 67500, discount: 2000, net: 65500 },
    sales_count: 7,
    by_payment: [
      { payment_type: 'pix', count: 4, total: 40000, fees: 0, net: 40000 },
      { payment_type: 'cash', count: 3, total: 25500, fees: 0, net: 25500 },
    ],
    by_installments: [],
    // The store answers a row for every day asked, zeros on the others.
    by_day: [{ day: toDay(new Date()), count: 7, total: 65500 }],
    generated_at: Math.floor(new Date(2026, 10, 18, 19, 45).getTime() / 1000),
    features: { commissions: true },
    ...overrides,
  };
}

export const COMMISSIONS: Commissions = {
  available: true,
  rows: [
    { employee_id: 3, name: 'Dona Ana', quantity: 6, gross: 40000, discount: 2000, net: 38000, commission: 3800, tips: 0 },
    { employee_id: 5, name: 'Bruno Barbeiro', quantity: 4, gross: 18500, discount: 0, net: 18500, commission: 2775, tips: 0 },
  ],
  total: { quantity: 10, gross: 58500, discount: 2000, net: 56500, commission: 6575, tips: 0 },
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

/** The reports' figures in the store (tests/web/mocks/reports.ts): Bruno's (5) lines in the drill-down. */
export function seedReports({ summary = {}, commissions = COMMISSIONS, byType = BY_TYPE }: { summary?: Partial<SummaryWire>; commissions?: Commissions; byType?: ByType } = {}) {
  seed({ reportSummary: summaryOf(summary), reportByType: byType, reportCommissions: commissions, commissionItems: { 5: ITEMS } });
}

const REPORTS = 'GET /salons/42/reports/';
/** Every report asked for, oldest first, as 'summary?start=2026-11-01&end=2026-11-30'. */
export const reportCalls = () => callsTo(REPORTS).map((call) => call.slice(REPORTS.length));
