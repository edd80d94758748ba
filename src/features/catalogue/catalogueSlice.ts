import { createSelector, createSlice, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import {
  productCatalogueApi,
  serviceCatalogueApi,
  type CatalogueCalls,
  type CatalogueKind,
  type CategoryBase,
  type CategoryFields,
  type ItemBase,
  type Product,
  type ProductCategory,
  type ProductFields,
  type Service,
  type ServiceCategory,
  type ServiceFields,
} from './catalogueApi';
import {
  mergeFound,
  placeItem,
  putCategory,
  removeCategory,
  removeItem,
  visibleCategories,
  type ListAccess,
  type SearchFilter,
} from './categoryLists';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Per catalogue: how its list load went, and the search on screen (null: the full list). */
export interface CatalogueListState {
  status: LoadStatus;
  search: SearchFilter | null;
  /** The search in flight; an answer that is not the latest one is dropped. */
  searchRequestId: string | null;
}

export interface CatalogueState {
  serviceCategories: ServiceCategory[];
  productCategories: ProductCategory[];
  lists: Record<CatalogueKind, CatalogueListState>;
}

const listState = (): CatalogueListState => ({ status: 'idle', search: null, searchRequestId: null });
const initialState: CatalogueState = {
  serviceCategories: [],
  productCategories: [],
  lists: { services: listState(), products: listState() },
};

/** The thunks of one catalogue, named as the events they are: `catalogue/services/itemSaved`, ... */
function catalogueThunks<C extends CategoryBase, I extends ItemBase, F>(kind: CatalogueKind, calls: CatalogueCalls<C, I, F>) {
  const type = (event: string) => `catalogue/${kind}/${event}`;
  type Save<T> = { salonId: number; id: number | null; fields: T };
  return {
    categoriesRequested: createApiThunk(type('categoriesRequested'), (salonId: number) => calls.categories(salonId)),
    searchRequested: createApiThunk(type('searchRequested'), ({ salonId, query }: { salonId: number; query: string }) =>
      calls.search(salonId, query),
    ),
    categorySaved: createApiThunk(type('categorySaved'), ({ salonId, id, fields }: Save<CategoryFields>) =>
      calls.saveCategory(salonId, id, fields),
    ),
    categoryDeleted: createApiThunk(type('categoryDeleted'), (id: number) => calls.deleteCategory(id).then(() => id)),
    itemSaved: createApiThunk(type('itemSaved'), ({ salonId, id, fields }: Save<F>) => calls.saveItem(salonId, id, fields)),
    itemDeleted: createApiThunk(type('itemDeleted'), (id: number) => calls.deleteItem(id).then(() => id)),
  };
}
export type CatalogueThunks<C extends CategoryBase, I extends ItemBase, F> = ReturnType<typeof catalogueThunks<C, I, F>>;

export const serviceThunks = catalogueThunks('services', serviceCatalogueApi);
export const productThunks = catalogueThunks('products', productCatalogueApi);
/** The once-per-session load (app/salonDataSlice) dispatches these. */
export const serviceCategoriesRequested = serviceThunks.categoriesRequested;
export const productCategoriesRequested = productThunks.categoriesRequested;

interface Wiring<C extends CategoryBase, I extends ItemBase, F> {
  kind: CatalogueKind;
  thunks: CatalogueThunks<C, I, F>;
  access: ListAccess<C, I>;
  list(state: CatalogueState): C[];
  setList(state: CatalogueState, list: C[]): void;
}

const services: Wiring<ServiceCategory, Service, ServiceFields> = {
  kind: 'services',
  thunks: serviceThunks,
  access: { items: (category) => category.services, categoryOf: (service) => service.service_category_id },
  list: (state) => state.serviceCategories,
  setList: (state, list) => {
    state.serviceCategories = list;
  },
};
const products: Wiring<ProductCategory, Product, ProductFields> = {
  kind: 'products',
  thunks: productThunks,
  access: { items: (category) => category.products, categoryOf: (product) => product.product_category_id },
  list: (state) => state.productCategories,
  setList: (state, list) => {
    state.productCategories = list;
  },
};

/** The same reducer logic for either catalogue. */
function addCatalogueCases<C extends CategoryBase, I extends ItemBase, F>(
  builder: ActionReducerMapBuilder<CatalogueState>,
  { kind, thunks, access, list, setList }: Wiring<C, I, F>,
) {
  builder
    .addCase(thunks.categoriesRequested.pending, (state) => {
      state.lists[kind].status = 'loading';
    })
    .addCase(thunks.categoriesRequested.fulfilled, (state, action) => {
      setList(state, action.payload);
      state.lists[kind].status = 'ready';
    })
    .addCase(thunks.categoriesRequested.rejected, (state) => {
      state.lists[kind].status = 'failed';
    })
    .addCase(thunks.searchRequested.pending, (state, action) => {
      state.lists[kind].searchRequestId = action.meta.requestId;
    })
    .addCase(thunks.searchRequested.fulfilled, (state, action) => {
      const meta = state.lists[kind];
      if (meta.searchRequestId !== action.meta.requestId) return;
      mergeFound(list(state), access, action.payload);
      const itemIds = action.payload.flatMap((category) => access.items(category).map((item) => item.id));
      meta.search = { query: action.meta.arg.query, itemIds, categoryIds: [] };
      meta.searchRequestId = null;
    })
    .addCase(thunks.searchRequested.rejected, (state, action) => {
      const meta = state.lists[kind];
      if (meta.searchRequestId === action.meta.requestId) meta.searchRequestId = null;
    })
    .addCase(thunks.categorySaved.fulfilled, (state, action) => {
      putCategory(list(state), action.payload);
      // Something created while a search is on screen stays in sight.
      if (action.meta.arg.id === null) state.lists[kind].search?.categoryIds.push(action.payload.id);
    })
    .addCase(thunks.categoryDeleted.fulfilled, (state, action) => {
      removeCategory(list(state), action.payload);
    })
    .addCase(thunks.itemSaved.fulfilled, (state, action) => {
      placeItem(list(state), access, action.payload);
      if (action.meta.arg.id === null) state.lists[kind].search?.itemIds.push(action.payload.id);
    })
    .addCase(thunks.itemDeleted.fulfilled, (state, action) => {
      removeItem(list(state), access, action.payload);
    });
}

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    /** The search box was emptied: the full list is back on screen. */
    searchCleared(state, action: PayloadAction<CatalogueKind>) {
      state.lists[action.payload].search = null;
      state.lists[action.payload].searchRequestId = null;
    },
  },
  extraReducers: (builder) => {
    addCatalogueCases(builder, services);
    addCatalogueCases(builder, products);
  },
});

export const { searchCleared } = catalogueSlice.actions;
export default catalogueSlice.reducer;

type WithCatalogue = { catalogue: CatalogueState };
export const selectServiceCategories = (state: WithCatalogue) => state.catalogue.serviceCategories;
export const selectProductCategories = (state: WithCatalogue) => state.catalogue.productCategories;

export type ServiceWithCategory = Service & { category: { id: number; name: string } };
export type ProductWithCategory = Product & { category: { id: number; name: string } };

/** Every service of the salon with its category, in the catalogue's order (the staff modal's checkboxes). */
export const selectAllServices = createSelector([selectServiceCategories], (categories): ServiceWithCategory[] =>
  categories.flatMap((c) => c.services.map((service) => ({ ...service, category: { id: c.id, name: c.name } }))),
);
export const selectAllProducts = createSelector([selectProductCategories], (categories): ProductWithCategory[] =>
  categories.flatMap((c) => c.products.map((product) => ({ ...product, category: { id: c.id, name: c.name } }))),
);

/** What a catalogue screen needs from the store: its thunks and selectors, the same for services and products. */
function catalogueModel<C extends CategoryBase, I extends ItemBase, F>(wiring: Wiring<C, I, F>) {
  const selectList = (state: WithCatalogue) => state.catalogue.lists[wiring.kind];
  const selectCategories = (state: WithCatalogue) => wiring.list(state.catalogue);
  return {
    kind: wiring.kind,
    thunks: wiring.thunks,
    items: wiring.access.items,
    selectCategories,
    selectStatus: (state: WithCatalogue) => selectList(state).status,
    selectSearching: (state: WithCatalogue) => selectList(state).searchRequestId !== null,
    selectSearch: (state: WithCatalogue) => selectList(state).search,
    /** The panels on screen: every category, or the search's matches. */
    selectVisible: createSelector([selectCategories, (state: WithCatalogue) => selectList(state).search], (list, search) =>
      visibleCategories(list, wiring.access, search),
    ),
  };
}
export type CatalogueModel<C extends CategoryBase, I extends ItemBase, F> = ReturnType<typeof catalogueModel<C, I, F>>;

export const serviceCatalogue = catalogueModel(services);
export const productCatalogue = catalogueModel(products);
