import { createSlice } from '@reduxjs/toolkit';
import { createApiThunk } from '../../api/createApiThunk';
import { catalogueApi, type ProductCategory, type ServiceCategory } from './catalogueApi';

export interface CatalogueState {
  serviceCategories: ServiceCategory[];
  productCategories: ProductCategory[];
}

const initialState: CatalogueState = { serviceCategories: [], productCategories: [] };

export const serviceCategoriesRequested = createApiThunk('catalogue/serviceCategoriesRequested', (salonId: number) =>
  catalogueApi.serviceCategories(salonId),
);
export const productCategoriesRequested = createApiThunk('catalogue/productCategoriesRequested', (salonId: number) =>
  catalogueApi.productCategories(salonId),
);

const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(serviceCategoriesRequested.fulfilled, (state, action) => {
        state.serviceCategories = action.payload;
      })
      .addCase(productCategoriesRequested.fulfilled, (state, action) => {
        state.productCategories = action.payload;
      });
  },
});

export default catalogueSlice.reducer;

type WithCatalogue = { catalogue: CatalogueState };
export const selectServiceCategories = (state: WithCatalogue) => state.catalogue.serviceCategories;
export const selectProductCategories = (state: WithCatalogue) => state.catalogue.productCategories;
