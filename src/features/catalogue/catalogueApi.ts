import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo } from 'react';
import type { CategoryFields, ProductCategoryWire, ProductFields, ProductWire } from '../../../server/contract/catalogue';
import type { ServiceCategoryWire, ServiceFields, ServiceWire } from '../../../server/contract/catalogue';
import { baseApi } from '../../api/baseApi';
import { catalogueMutations, catalogueQueries, type Copies } from './catalogueEndpoints';
import { allCategories, type Categories, type ItemAccess } from './categoryLists';
import type { CatalogueKind, CategoryBase, ItemBase } from './catalogueTypes';

export type ServiceCategory = ServiceCategoryWire;
/** With `commission`: the service's own rate (percent), or null to follow the professional's (DESIGN.md section 5). */
export type Service = ServiceWire;
export type ProductCategory = ProductCategoryWire;
export type Product = ProductWire;
export type { CategoryFields, ProductFields, ServiceFields };

export type { CatalogueKind, CategoryBase, ItemBase };

export const serviceAccess: ItemAccess<ServiceCategory, Service> = {
  items: (category) => category.services,
  categoryOf: (service) => service.service_category_id,
  withItems: (category, services) => ({ ...category, services }),
};
export const productAccess: ItemAccess<ProductCategory, Product> = {
  items: (category) => category.products,
  categoryOf: (product) => product.product_category_id,
  withItems: (category, products) => ({ ...category, products }),
};

const queries = baseApi.injectEndpoints({
  endpoints: (build) => {
    const services = catalogueQueries(build, 'services', serviceAccess);
    const products = catalogueQueries(build, 'products', productAccess);
    return {
      getServiceCategories: services.list,
      searchServices: services.search,
      getProductCategories: products.list,
      searchProducts: products.search,
    };
  },
});

// RTK Query names its cache entries by endpoint, so each catalogue spells its own out.
const serviceCopies: Copies<ServiceCategory> = ({ dispatch, getState }, salonId, recipe) => {
  dispatch(queries.util.updateQueryData('getServiceCategories', salonId, (copy) => recipe(copy, null)));
  const list = queries.endpoints.getServiceCategories.select(salonId)(getState()).data;
  for (const arg of queries.util.selectCachedArgsForQuery(getState(), 'searchServices')) {
    if (arg.salonId === salonId) dispatch(queries.util.updateQueryData('searchServices', arg, (copy) => recipe(copy, { list })));
  }
};
const productCopies: Copies<ProductCategory> = ({ dispatch, getState }, salonId, recipe) => {
  dispatch(queries.util.updateQueryData('getProductCategories', salonId, (copy) => recipe(copy, null)));
  const list = queries.endpoints.getProductCategories.select(salonId)(getState()).data;
  for (const arg of queries.util.selectCachedArgsForQuery(getState(), 'searchProducts')) {
    if (arg.salonId === salonId) dispatch(queries.util.updateQueryData('searchProducts', arg, (copy) => recipe(copy, { list })));
  }
};

/** The service and product catalogues (spec section 7, Catalogue), in the API cache under the ServiceCategory and ProductCategory tags. */
export const catalogueApi = queries.injectEndpoints({
  endpoints: (build) => {
    const services = catalogueMutations<ServiceCategory, Service, ServiceFields>(build, 'services', serviceAccess, serviceCopies);
    const products = catalogueMutations<ProductCategory, Product, ProductFields>(build, 'products', productAccess, productCopies);
    return {
      saveServiceCategory: services.saveCategory,
      deleteServiceCategory: services.deleteCategory,
      saveService: services.saveItem,
      deleteService: services.deleteItem,
      saveProductCategory: products.saveCategory,
      deleteProductCategory: products.deleteCategory,
      saveProduct: products.saveItem,
      deleteProduct: products.deleteItem,
    };
  },
});

export interface CategoryList<C> {
  /** In name order, each with its items in name order. */
  categories: C[];
  status: 'loading' | 'ready' | 'failed';
  refetch(): void;
}

function useCategoryList<C>(salonId: number | null, { data, isError, refetch }: { data?: Categories<C>; isError: boolean; refetch(): unknown }): CategoryList<C> {
  const categories = useMemo(() => allCategories(data), [data]);
  // A skipped query cannot be refetched: with no salon there is nothing to ask.
  const retry = useCallback(() => void (salonId !== null && refetch()), [refetch, salonId]);
  return { categories, status: isError ? 'failed' : data ? 'ready' : 'loading', refetch: retry };
}

/** The salon's services by category (salonId null: nothing is asked). */
export const useServiceCategories = (salonId: number | null) =>
  useCategoryList<ServiceCategory>(salonId, catalogueApi.useGetServiceCategoriesQuery(salonId ?? skipToken));
export const useProductCategories = (salonId: number | null) =>
  useCategoryList<ProductCategory>(salonId, catalogueApi.useGetProductCategoriesQuery(salonId ?? skipToken));
