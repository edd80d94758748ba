import type {
  ProductCategoryWire,
  ProductWire,
  ServiceCategoryWire,
  ServiceWire,
} from '../../../server/contract/catalogue';
import { api } from '../../api/client';

export type ServiceCategory = ServiceCategoryWire;
export type Service = ServiceWire;
export type ProductCategory = ProductCategoryWire;
export type Product = ProductWire;

/** Typed calls of the service and product catalogues (spec section 7, Catalogue). */
export const catalogueApi = {
  async serviceCategories(salonId: number): Promise<ServiceCategory[]> {
    const { data } = await api.get<ServiceCategory[]>(`/salons/${salonId}/service_categories`);
    return data;
  },
  async productCategories(salonId: number): Promise<ProductCategory[]> {
    const { data } = await api.get<ProductCategory[]>(`/salons/${salonId}/product_categories`);
    return data;
  },
};
