import type { StockEntryFields, StockMovementWire } from '../../../server/contract/stock';
import { baseApi } from '../../api/baseApi';
import type { Product } from './catalogueApi';

export type StockMovement = StockMovementWire;
export type { StockEntryFields };

/**
 * A product's stock entries (entrada) and its movements (issue 25, item 18). Both live under the products' tag: an
 * entrada refreshes the lists that show the product's quantity and low-stock badge, and a sale (which also
 * invalidates it) refreshes an open movements list.
 */
export const stockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStockMovements: build.query<StockMovement[], number>({
      query: (productId) => ({ url: `/products/${productId}/stock_movements` }),
      providesTags: ['ProductCategory'],
    }),
    addStockEntry: build.mutation<Product, { productId: number; fields: StockEntryFields }>({
      query: ({ productId, fields }) => ({ url: `/products/${productId}/stock_entries`, method: 'POST', body: { stock_entry: fields } }),
      invalidatesTags: ['ProductCategory'],
    }),
  }),
});

export const { useGetStockMovementsQuery, useAddStockEntryMutation } = stockApi;
