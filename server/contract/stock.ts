import { Type, type Static } from 'typebox';
import { Text } from './common';
import { Cents, Nullable } from './fields';

/** The most units one stock entry (entrada) may add. */
export const MAX_STOCK_ENTRY = 100_000;

/** An entrada: units received, what each cost (optional), a note. Sent flat or under `stock_entry`. */
export const StockEntryBody = Type.Object({
  stock_entry: Type.Object({
    quantity: Type.Integer({ minimum: 1, maximum: MAX_STOCK_ENTRY }),
    unit_cost: Type.Optional(Nullable(Cents)),
    note: Type.Optional(Nullable(Text(500))),
  }),
});
export type StockEntryFields = Static<typeof StockEntryBody>['stock_entry'];

/** A stock movement made by hand, with who recorded it and when (epoch seconds). */
export const StockMovementResponse = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  unit_cost: Nullable(Type.Integer({ description: 'cents' })),
  note: Nullable(Type.String()),
  user_name: Nullable(Type.String()),
  created_at: Type.Integer({ description: 'epoch seconds' }),
});
export type StockMovementWire = Static<typeof StockMovementResponse>;

export const StockMovementListResponse = Type.Array(StockMovementResponse);
