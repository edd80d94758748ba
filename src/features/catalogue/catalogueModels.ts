import type { SkipToken } from '@reduxjs/toolkit/query';
import { catalogueApi, productAccess, serviceAccess, useProductCategories, useServiceCategories } from './catalogueApi';
import type { CatalogueKind, CategoryBase, CategoryFields, CategoryList, ItemBase } from './catalogueApi';
import type { Product, ProductCategory, ProductFields, Service, ServiceCategory, ServiceFields } from './catalogueApi';
import type { RemoveArg, SaveArg, SearchArg } from './catalogueEndpoints';
import type { Categories, ItemAccess } from './categoryLists';

type MutationHook<A, R> = () => readonly [(arg: A) => { unwrap(): Promise<R> }, unknown];

/** What a catalogue screen needs of its catalogue: the same shape for services and products. */
export interface CatalogueModel<C extends CategoryBase, I extends ItemBase, F> {
  kind: CatalogueKind;
  access: ItemAccess<C, I>;
  useList(salonId: number | null): CategoryList<C>;
  useSearch(arg: SearchArg | SkipToken): { currentData?: Categories<C>; isFetching: boolean; isError: boolean; error?: unknown; refetch(): unknown };
  useSaveCategory: MutationHook<SaveArg<CategoryFields>, C>;
  useDeleteCategory: MutationHook<RemoveArg, void>;
  useSaveItem: MutationHook<SaveArg<F>, I>;
  useDeleteItem: MutationHook<RemoveArg, void>;
}

export const serviceCatalogue: CatalogueModel<ServiceCategory, Service, ServiceFields> = {
  kind: 'services',
  access: serviceAccess,
  useList: useServiceCategories,
  useSearch: catalogueApi.useSearchServicesQuery,
  useSaveCategory: catalogueApi.useSaveServiceCategoryMutation,
  useDeleteCategory: catalogueApi.useDeleteServiceCategoryMutation,
  useSaveItem: catalogueApi.useSaveServiceMutation,
  useDeleteItem: catalogueApi.useDeleteServiceMutation,
};

export const productCatalogue: CatalogueModel<ProductCategory, Product, ProductFields> = {
  kind: 'products',
  access: productAccess,
  useList: useProductCategories,
  useSearch: catalogueApi.useSearchProductsQuery,
  useSaveCategory: catalogueApi.useSaveProductCategoryMutation,
  useDeleteCategory: catalogueApi.useDeleteProductCategoryMutation,
  useSaveItem: catalogueApi.useSaveProductMutation,
  useDeleteItem: catalogueApi.useDeleteProductMutation,
};
