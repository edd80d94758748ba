import type { BaseQueryFn, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import type { ApiRequest, baseApi } from '../../api/baseApi';
import type { CategoryFields } from '../../../server/contract/catalogue';
import type { CatalogueKind, CategoryBase, ItemBase } from './catalogueTypes';
import { placeItem, putCategory, removeCategory, removeItem, toCategories, type Categories, type ItemAccess, type Recipe } from './categoryLists';

/** Where each catalogue lives on the wire: resource paths and the keys its bodies are wrapped in. */
const WIRE = {
  services: { categories: 'service_categories', items: 'services', category: 'service_category', item: 'service' },
  products: { categories: 'product_categories', items: 'products', category: 'product_category', item: 'product' },
} as const;
const TAG = { services: 'ServiceCategory', products: 'ProductCategory' } as const;

type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
export type Store = Pick<Parameters<NonNullable<TypedMutationOnQueryStarted<unknown, unknown, BaseQueryFn, 'api'>>>[1], 'dispatch' | 'getState'>;

export interface SearchArg {
  salonId: number;
  query: string;
}
export interface SaveArg<F> {
  salonId: number;
  /** null: create. */
  id: number | null;
  fields: F;
}
export interface RemoveArg {
  salonId: number;
  id: number;
}

/** Applies a change to every cached copy of a salon's catalogue: its full list and the search on screen. */
export type Copies<C> = (store: Store, salonId: number, recipe: Recipe<C>) => void;

/** The list and the search of one catalogue (spec section 7, Catalogue). */
export function catalogueQueries<C extends CategoryBase, I extends ItemBase>(build: Build, kind: CatalogueKind, access: ItemAccess<C, I>) {
  const wire = WIRE[kind];
  const transformResponse = (list: C[]) => toCategories(access, list);
  return {
    list: build.query<Categories<C>, number>({
      query: (salonId) => ({ url: `/salons/${salonId}/${wire.categories}` }),
      transformResponse,
      providesTags: [TAG[kind]],
    }),
    /** Categories holding only the items whose name matches every word of the query. Kept only while on screen, so every search asks the server. */
    search: build.query<Categories<C>, SearchArg>({
      query: ({ salonId, query }) => ({ url: `/salons/${salonId}/${wire.items}/search/${encodeURIComponent(query)}` }),
      transformResponse,
      providesTags: [TAG[kind]],
      keepUnusedDataFor: 0,
    }),
  };
}

/** PUT to the record's own path, or POST under the salon to create it. */
function saveRequest(path: string, key: string, { salonId, id, fields }: SaveArg<unknown>): ApiRequest {
  const body = { [key]: fields };
  return id ? { url: `/${path}/${id}`, method: 'PUT', body } : { url: `/salons/${salonId}/${path}`, method: 'POST', body };
}

/**
 * The saves and deletes of one catalogue. Once the server agrees, the change lands in every cached copy, so it
 * shows at once without reloading the list; a failure is the caller's to show (it unwraps the mutation).
 */
export function catalogueMutations<C extends CategoryBase, I extends ItemBase, F>(
  build: Build,
  kind: CatalogueKind,
  access: ItemAccess<C, I>,
  copies: Copies<C>,
) {
  const wire = WIRE[kind];
  const then =
    <A extends { salonId: number }, R>(change: (result: R, arg: A) => Recipe<C>) =>
    async (arg: A, lifecycle: Store & { queryFulfilled: PromiseLike<{ data: R }> }): Promise<void> => {
      const done = await lifecycle.queryFulfilled.then((result) => result, () => null);
      if (done) copies(lifecycle, arg.salonId, change(done.data, arg));
    };
  return {
    saveCategory: build.mutation<C, SaveArg<CategoryFields>>({
      query: (arg) => saveRequest(wire.categories, wire.category, arg),
      onQueryStarted: then((saved: C, { id }) => (copy) => putCategory(copy, saved, id === null)),
    }),
    /** 422 {base:[...]} while the category still holds items. */
    deleteCategory: build.mutation<void, RemoveArg>({
      query: ({ id }) => ({ url: `/${wire.categories}/${id}`, method: 'DELETE' }),
      onQueryStarted: then((_: void, { id }) => (copy) => removeCategory(copy, id)),
    }),
    saveItem: build.mutation<I, SaveArg<F>>({
      query: (arg) => saveRequest(wire.items, wire.item, arg),
      onQueryStarted: then((saved: I, { id }) => (copy, search) => placeItem(access, copy, saved, { created: id === null, search })),
    }),
    deleteItem: build.mutation<void, RemoveArg>({
      query: ({ id }) => ({ url: `/${wire.items}/${id}`, method: 'DELETE' }),
      onQueryStarted: then((_: void, { id }) => (copy, search) => void removeItem(access, copy, id, search)),
    }),
  };
}
