import { configure, screen, within } from '@testing-library/react';
import type { Product, ProductCategory, Service, ServiceCategory } from '../../../src/features/catalogue/catalogueApi';
import { seed } from '../mocks';
import { API } from '../msw';

// The first render of a file loads the page's lazy chunk, and modals fade: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

export const SALON = `${API}/salons/42`;

export const service = (fields: Partial<Service> & { id: number; name: string; service_category_id: number }): Service => ({
  description: null,
  duration: 1800,
  price: 4500,
  cost: 0,
  commission: null,
  ...fields,
});

export const serviceCategory = (id: number, name: string, services: Service[] = []): ServiceCategory => ({ id, name, description: null, services });

export const product = (fields: Partial<Product> & { id: number; name: string; product_category_id: number }): Product => ({
  description: null,
  price: 3990,
  cost: 0,
  barcode: null,
  brand: null,
  quantity: 0,
  low_stock_level: null,
  ...fields,
  // As the server computes it: at or below the product's level.
  low_stock: fields.low_stock ?? (fields.low_stock_level != null && (fields.quantity ?? 0) <= fields.low_stock_level),
});

export const productCategory = (id: number, name: string, products: Product[] = []): ProductCategory => ({ id, name, description: null, products });

/** The salon's catalogues in the store (tests/web/mocks/): what the screens list, search, save and delete. */
export function seedCatalogue({ services = [], products = [] }: { services?: ServiceCategory[]; products?: ProductCategory[] }) {
  seed({ serviceCategories: services, productCategories: products });
}

export const panel = (name: string) => screen.getByRole('region', { name });
export const findPanel = (name: string) => screen.findByRole('region', { name });

/** The modal on top (the last dialog opened). */
export async function topDialog() {
  const dialogs = await screen.findAllByRole('dialog');
  return within(dialogs[dialogs.length - 1]);
}

/** The FormGroup of a field: its label, input and the message under it. */
export const fieldGroup = (label: string) => screen.getByLabelText(label).closest('.mb-3') as HTMLElement;
