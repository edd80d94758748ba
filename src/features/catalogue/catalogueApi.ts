import type {
  CategoryFields,
  ProductCategoryWire,
  ProductFields,
  ProductWire,
  ServiceCategoryWire,
  ServiceFields,
  ServiceWire,
} from '../../../server/contract/catalogue';
import { api } from '../../api/client';
import { postCreate } from '../../api/idempotency';

export type ServiceCategory = ServiceCategoryWire;
export type Service = ServiceWire;
export type ProductCategory = ProductCategoryWire;
export type Product = ProductWire;
export type { CategoryFields, ProductFields, ServiceFields };

export type CatalogueKind = 'services' | 'products';

/** The parts every catalogue shares, whatever its items are. */
export interface CategoryBase {
  id: number;
  name: string;
  description: string | null;
}
export interface ItemBase {
  id: number;
  name: string;
}

/** Where each catalogue lives on the wire: resource paths and the keys its bodies are wrapped in. */
const WIRE = {
  services: { categories: 'service_categories', items: 'services', category: 'service_category', item: 'service' },
  products: { categories: 'product_categories', items: 'products', category: 'product_category', item: 'product' },
} as const;

/** The same nine calls for either catalogue (spec section 7, Catalogue); C, I, F are its category, item and fields. */
function catalogueCalls<C extends CategoryBase, I extends ItemBase, F>(kind: CatalogueKind) {
  const wire = WIRE[kind];
  return {
    async categories(salonId: number): Promise<C[]> {
      const { data } = await api.get<C[]>(`/salons/${salonId}/${wire.categories}`);
      return data;
    },
    /** Categories holding only the items whose name matches every word of `query`. */
    async search(salonId: number, query: string): Promise<C[]> {
      const { data } = await api.get<C[]>(`/salons/${salonId}/${wire.items}/search/${encodeURIComponent(query)}`);
      return data;
    },
    async saveCategory(salonId: number, id: number | null, fields: CategoryFields): Promise<C> {
      const body = { [wire.category]: fields };
      const { data } = id
        ? await api.put<C>(`/${wire.categories}/${id}`, body)
        : await postCreate<C>(`/salons/${salonId}/${wire.categories}`, body);
      return data;
    },
    /** 422 {base:[...]} while the category still holds items. */
    async deleteCategory(id: number): Promise<void> {
      await api.delete(`/${wire.categories}/${id}`);
    },
    async saveItem(salonId: number, id: number | null, fields: F): Promise<I> {
      const body = { [wire.item]: fields };
      const { data } = id ? await api.put<I>(`/${wire.items}/${id}`, body) : await postCreate<I>(`/salons/${salonId}/${wire.items}`, body);
      return data;
    },
    async deleteItem(id: number): Promise<void> {
      await api.delete(`/${wire.items}/${id}`);
    },
  };
}

export type CatalogueCalls<C extends CategoryBase, I extends ItemBase, F> = ReturnType<typeof catalogueCalls<C, I, F>>;

export const serviceCatalogueApi = catalogueCalls<ServiceCategory, Service, ServiceFields>('services');
export const productCatalogueApi = catalogueCalls<ProductCategory, Product, ProductFields>('products');

/** Typed calls of the service and product catalogues. */
export const catalogueApi = {
  services: serviceCatalogueApi,
  products: productCatalogueApi,
  serviceCategories: (salonId: number) => serviceCatalogueApi.categories(salonId),
  productCategories: (salonId: number) => productCatalogueApi.categories(salonId),
};
