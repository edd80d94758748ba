import { Type, type Static } from 'typebox';
import { Id } from './common';
import { Cents, Duration, Name, Nullable, OptionalText } from './fields';
import { CommissionPercent } from './sales';

export const ServiceResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  duration: Type.Integer({ description: 'seconds' }),
  price: Type.Integer({ description: 'cents' }),
  cost: Type.Integer({ description: 'cents' }),
  service_category_id: Type.Integer(),
  /** Percent that overrides the professional's service commission; null follows the professional's rate. */
  commission: Nullable(Type.Number()),
});
export type ServiceWire = Static<typeof ServiceResponse>;

export const ServiceCategoryResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  services: Type.Array(ServiceResponse),
});
export type ServiceCategoryWire = Static<typeof ServiceCategoryResponse>;

export const ProductResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  price: Type.Integer({ description: 'cents' }),
  cost: Type.Integer({ description: 'cents' }),
  barcode: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  quantity: Type.Integer(),
  product_category_id: Type.Integer(),
  /** The stock at or below which the product is flagged 'estoque baixo'; null: never flagged. */
  low_stock_level: Nullable(Type.Integer()),
  /** quantity <= low_stock_level. */
  low_stock: Type.Boolean(),
});
export type ProductWire = Static<typeof ProductResponse>;

export const ProductCategoryResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  products: Type.Array(ProductResponse),
});
export type ProductCategoryWire = Static<typeof ProductCategoryResponse>;

const categoryFields = { name: Name(), description: OptionalText(1000) };
export const ServiceCategoryCreateBody = Type.Object({ service_category: Type.Object(categoryFields) });
export const ServiceCategoryUpdateBody = Type.Object({ service_category: Type.Partial(Type.Object(categoryFields)) });
export const ProductCategoryCreateBody = Type.Object({ product_category: Type.Object(categoryFields) });
export const ProductCategoryUpdateBody = Type.Object({ product_category: Type.Partial(Type.Object(categoryFields)) });
export type CategoryFields = Partial<Static<typeof ServiceCategoryCreateBody>['service_category']>;

const serviceFields = {
  name: Name(),
  description: OptionalText(1000),
  duration: Duration,
  price: Cents,
  cost: Type.Optional(Cents),
  service_category_id: Id,
  /** Percent (0 to 100, up to 2 decimals) or null: follow each professional's service commission. */
  commission: Type.Optional(Nullable(CommissionPercent)),
};
export const ServiceCreateBody = Type.Object({ service: Type.Object(serviceFields) });
export const ServiceUpdateBody = Type.Object({ service: Type.Partial(Type.Object(serviceFields)) });
export type ServiceFields = Partial<Static<typeof ServiceCreateBody>['service']>;

/** The most a product's stock or low-stock level may be set to. */
export const MAX_STOCK = 1_000_000;

const productFields = {
  name: Name(),
  description: OptionalText(1000),
  price: Cents,
  cost: Type.Optional(Cents),
  barcode: OptionalText(64),
  brand: OptionalText(),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  product_category_id: Id,
  /** The low-stock level: an integer, or null or "" to never flag the product. */
  low_stock_level: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_STOCK }), Type.Null(), Type.Literal('')])),
};
export const ProductCreateBody = Type.Object({ product: Type.Object(productFields) });
export const ProductUpdateBody = Type.Object({ product: Type.Partial(Type.Object(productFields)) });
export type ProductFields = Partial<Static<typeof ProductCreateBody>['product']>;

export const ServiceCategoryListResponse = Type.Array(ServiceCategoryResponse);
export const ProductCategoryListResponse = Type.Array(ProductCategoryResponse);
