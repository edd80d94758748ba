import type { ProductCategoryWire } from '../../../server/contract/catalogue';
import type { SalePaymentWire, SaleWire } from '../../../server/contract/sales';
import type { EmployeeWire } from '../../../server/contract/employees';
import { product, productCategory } from '../catalogue/catalogueHelpers';
import { makeClient } from '../clients/clientsFixtures';
import { seed, sentTo } from '../mocks';
import { API } from '../msw';
import { ANA, BRUNO, CATEGORIES } from '../staff/staffFixtures';
import { salonSettings } from '../salonFixtures';

export const SALON = `${API}/salons/42`;
export const MARIA = makeClient(5, { name: 'Maria Silva', email: 'maria@email.com' });

/** Cabelo: Pomada (3 in stock, R$ 29,90) and Shampoo (none left); Barba: Óleo (10). */
export const PRODUCTS: ProductCategoryWire[] = [
  productCategory(4, 'Cabelo', [
    product({ id: 31, name: 'Pomada modeladora', product_category_id: 4, price: 2990, quantity: 3 }),
    product({ id: 32, name: 'Shampoo', product_category_id: 4, price: 4500, quantity: 0 }),
  ]),
  productCategory(5, 'Barba', [product({ id: 33, name: 'Óleo de barba', product_category_id: 5, price: 3500, quantity: 10 })]),
];

export const settings = salonSettings;

/** The salon's Pix key as the profile saves it (issue 30): its BR Codes name 'Salao da Ana' in Sao Paulo. */
export const PIX_KEY = { pix_key: 'ana@salao.com', pix_key_type: 'email', pix_receiver_name: 'Salao da Ana', pix_receiver_city: 'SAO PAULO' } as const;

interface SaleSalon {
  employees?: EmployeeWire[];
  negativeStock?: boolean;
  /** With the salon's Pix key (PIX_KEY), so checkout and receipts show the QR codes; without one by default. */
  pixKey?: boolean;
}

/** The salon of the sale screens in the store: professionals, services (staffFixtures' CATEGORIES), products, settings, Maria. */
export function seedSaleSalon({ employees = [ANA, BRUNO], negativeStock = false, pixKey = false }: SaleSalon = {}) {
  const pix = pixKey ? PIX_KEY : {};
  seed({ employees, serviceCategories: CATEGORIES, productCategories: PRODUCTS, settings: settings({ allow_negative_stock: negativeStock, ...pix }), clients: [MARIA] });
}

/** For a test that still spreads it into server.use(...) (agenda/auditTrail): seeds the salon, and adds no handler. */
export function saleSalon(options: Parameters<typeof seedSaleSalon>[0] = {}): never[] {
  seedSaleSalon(options);
  return [];
}

/** One payment of a sale as read back: by default R$ 94,80 by Pix, without a BR Code (the salon has no key). */
export function payment(fields: Partial<SalePaymentWire> = {}): SalePaymentWire {
  return { id: 1, method: 'pix', method_display: 'Pix', amount: 9480, received: null, change: null, reference: null, br_code: null, card_brand: null, installments: null, nsu: null, fee: 0, ...fields };
}

/**
 * A sale as GET /sales/{id} answers it: Corte (Ana) R$ 40 and 2 Pomadas with R$ 5 off, paid by Pix. Without
 * `payments`, one payment of what was due by its payment_type, with its received and change.
 */
export function sale(fields: Partial<SaleWire> = {}): SaleWire {
  const shown = saleWithout(fields);
  const due = Math.max(shown.price - shown.deposit, 0);
  const one = payment({ method: shown.payment_type, method_display: shown.payment_type_display, amount: due, received: shown.received, change: shown.change });
  return { ...shown, payments: fields.payments ?? (due > 0 ? [one] : []) };
}

function saleWithout(fields: Partial<SaleWire>): Omit<SaleWire, 'payments'> {
  return {
    id: 501,
    number: 12,
    salon: { id: 42, name: 'Salão da Ana' },
    tips: [],
    tip_total: 0,
    client_id: MARIA.id,
    client: { id: MARIA.id, name: MARIA.name, email: MARIA.email },
    price: 9480,
    subtotal: 9980,
    discount: 500,
    deposit: 0,
    payment_type: 'pix',
    payment_type_display: 'Pix',
    received: null,
    change: null,
    status: 'completed',
    status_display: 'Paga',
    cancel_reason: null,
    canceled_at: null,
    canceled_by: null,
    can_cancel: true,
    created_at: Math.floor(Date.UTC(2030, 2, 14, 13, 5) / 1000),
    transactions: [
      { id: 1, name: 'Corte masculino', service_id: 11, product_id: null, appointment_id: 100, user_id: ANA.id, employee: { id: ANA.id, name: ANA.name }, quantity: 1, value: 4000, discount: 0, total: 4000, commission_rate: 0, commission: 0 },
      { id: 2, name: 'Pomada modeladora', service_id: null, product_id: 31, appointment_id: null, user_id: null, employee: null, quantity: 2, value: 2990, discount: 500, total: 5480, commission_rate: 0, commission: 0 },
    ],
    ...fields,
  };
}

/** The bodies of the sales the store was sent (POST /salons/42/sales), oldest first. */
export const saleBodies = () => sentTo('POST', '/salons/42/sales') as Array<{ sale: Record<string, unknown> }>;
