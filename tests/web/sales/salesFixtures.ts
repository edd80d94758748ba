import type { ProductCategoryWire } from '../../../server/contract/catalogue';
import type { SaleWire } from '../../../server/contract/sales';
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

/** The salon of the sale screens in the store: professionals, services (staffFixtures' CATEGORIES), products, settings, Maria. */
export function seedSaleSalon({ employees = [ANA, BRUNO], negativeStock = false }: { employees?: EmployeeWire[]; negativeStock?: boolean } = {}) {
  seed({ employees, serviceCategories: CATEGORIES, productCategories: PRODUCTS, settings: settings({ allow_negative_stock: negativeStock }), clients: [MARIA] });
}

/** For a test that still spreads it into server.use(...) (agenda/auditTrail): seeds the salon, and adds no handler. */
export function saleSalon(options: Parameters<typeof seedSaleSalon>[0] = {}): never[] {
  seedSaleSalon(options);
  return [];
}

/** A sale as GET /sales/{id} answers it: Corte (Ana) R$ 40 and 2 Pomadas with R$ 5 off, paid by Pix. */
export function sale(fields: Partial<SaleWire> = {}): SaleWire {
  return {
    id: 501,
    number: 12,
    salon: { id: 42, name: 'Salão da Ana' },
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
