import * as schemas from '../contract/catalogue';
import type { ProductFields, ServiceFields } from '../contract/catalogue';
import { catalogueRoutes } from './shared/catalogue';

/** The service catalogue: categories with their services, and search. */
const serviceCatalogueRoutes = catalogueRoutes<ServiceFields>({
  item: 'service',
  itemMessages: { duration: 'durationInvalid', price: 'moneyInvalid', cost: 'moneyInvalid', commission: 'commissionInvalid' },
  schemas: {
    categoryList: schemas.ServiceCategoryListResponse,
    category: schemas.ServiceCategoryResponse,
    categoryCreate: schemas.ServiceCategoryCreateBody,
    categoryUpdate: schemas.ServiceCategoryUpdateBody,
    item: schemas.ServiceResponse,
    itemCreate: schemas.ServiceCreateBody,
    itemUpdate: schemas.ServiceUpdateBody,
  },
  catalogue: (app) => app.services.serviceCatalogue,
});

/** The product catalogue: categories with their products, and search (products will gain stock). */
const productCatalogueRoutes = catalogueRoutes<ProductFields>({
  item: 'product',
  itemMessages: { price: 'moneyInvalid', cost: 'moneyInvalid', quantity: 'quantityInvalid', low_stock_level: 'lowStockLevelInvalid' },
  schemas: {
    categoryList: schemas.ProductCategoryListResponse,
    category: schemas.ProductCategoryResponse,
    categoryCreate: schemas.ProductCategoryCreateBody,
    categoryUpdate: schemas.ProductCategoryUpdateBody,
    item: schemas.ProductResponse,
    itemCreate: schemas.ProductCreateBody,
    itemUpdate: schemas.ProductUpdateBody,
  },
  catalogue: (app) => app.services.productCatalogue,
});

/** Two resources from one factory: the loader registers each plugin of the array (server/autoload.ts). */
export default [serviceCatalogueRoutes, productCatalogueRoutes];
