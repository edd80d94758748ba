import type { ServiceCategoryWire } from '../../../server/contract/catalogue';
import type { Employee } from '../../../src/features/staff/staffApi';
import { seed, sentTo } from '../mocks';

/** The salon's default working hours, as the server answers them for a professional without their own. */
const DEFAULT_HOURS: Employee['working_hours'] = [null, ...Array.from({ length: 6 }, () => [{ start: '09:00', end: '19:00' }])];

export const ANA: Employee = {
  id: 3,
  name: 'Dona Ana',
  email: 'ana@salao.com.br',
  phone: '11987654321',
  color: '#ef1554',
  agendei_access: true,
  service_ids: [],
  services: [],
  working_hours: DEFAULT_HOURS,
  service_commission: 0,
  product_commission: 0,
  role: 'owner',
  serves_clients: true,
};

export const BRUNO: Employee = {
  id: 9,
  name: 'Bruno Barbeiro',
  email: null,
  phone: null,
  color: '#2350c2',
  agendei_access: false,
  service_ids: [11],
  services: [{ id: 11, name: 'Corte masculino', duration: 1800, price: 4000, service_category_id: 1 }],
  working_hours: DEFAULT_HOURS,
  service_commission: 0,
  product_commission: 0,
  role: 'professional',
  serves_clients: true,
};

const service = (id: number, name: string, duration: number, price: number, category: number) => ({
  id,
  name,
  description: null,
  duration,
  price,
  cost: 0,
  commission: null,
  service_category_id: category,
});

export const CATEGORIES: ServiceCategoryWire[] = [
  {
    id: 1,
    name: 'Cabelo',
    description: null,
    services: [service(11, 'Corte masculino', 1800, 4000, 1), service(12, 'Escova', 2700, 5990, 1)],
  },
  { id: 2, name: 'Unhas', description: null, services: [service(21, 'Manicure', 3600, 3500, 2)] },
  { id: 3, name: 'Vazia', description: null, services: [] },
];

/** The salon's professionals and services in the store (tests/web/mocks/); the rest as the store starts. */
export function seedStaff(employees: Employee[], categories: ServiceCategoryWire[] = CATEGORIES) {
  seed({ employees, serviceCategories: categories });
}

/** The `{employee: {...}}` bodies the store took with `method` at `path` ('/salons/42/employees', '/employees/9'). */
export const employeeBodies = (method: 'POST' | 'PUT', path: string) => sentTo(method, path) as Array<{ employee: Record<string, unknown> }>;
