import { Type, type Static } from 'typebox';
import { Id } from './common';
import { Nullable } from './fields';
import { PaymentType } from './sales';

/**
 * Reports count completed sales only (a canceled one leaves them), on days of the salon's time zone, both
 * ends of `start`..`end` included. Money in cents; gross = quantity x value, net = gross - discount.
 */

/** Which days: `start`..`end`, YYYY-MM-DD, both included (at most 366 days). Both omitted: today; one omitted: that one day. */
export const ReportQuery = Type.Object({
  // Checked by the service (422 'dateInvalid' under the field); the length bound only keeps hostile input small.
  start: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, first day, in the salon time zone' })),
  end: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, last day (included)' })),
});
export type ReportQuery = Static<typeof ReportQuery>;
export const EmployeeReportParams = Type.Object({ salonId: Id, employeeId: Id });

/** A row of Principais Serviços / Principais Produtos (spec: service_id or product_id, name, quantity, value). */
export const ReportItemRow = Type.Object({
  id: Type.Integer(),
  service_id: Type.Optional(Type.Integer()),
  product_id: Type.Optional(Type.Integer()),
  name: Type.String(),
  quantity: Type.Integer(),
  /** Gross: quantity x value. Rows are ordered by it, largest first. */
  value: Type.Integer(),
  discount: Type.Integer(),
  net: Type.Integer(),
});
export const ByTypeResponse = Type.Object({ services: Type.Array(ReportItemRow), products: Type.Array(ReportItemRow) });
export type ReportItemWire = Static<typeof ReportItemRow>;
export type ByTypeWire = Static<typeof ByTypeResponse>;

const Totals = Type.Object({
  /** Itens: units sold (a service counts 1). */
  quantity: Type.Integer(),
  gross: Type.Integer(),
  discount: Type.Integer(),
  net: Type.Integer(),
});

/** Resumo de Vendas, the payment split and revenue per day (every day of the range, zeros included). */
export const SummaryResponse = Type.Object({
  services: Totals,
  products: Totals,
  total: Totals,
  /** Completed sales in the range. */
  sales_count: Type.Integer(),
  /**
   * Money per payment method (issue 30 item 2): `count` payments and `total` cents, a split sale in each of its
   * methods; the Pix deposits the sales deducted count as Pix. The totals add up to total.net.
   */
  by_payment: Type.Array(
    Type.Object({
      payment_type: PaymentType,
      count: Type.Integer(),
      /** Gross: what the clients paid by it. */
      total: Type.Integer(),
      /** What the card machine (or Pix) kept, at each payment's fee of its moment (issue 30 item 3). */
      fees: Type.Integer(),
      /** total - fees: what reached the salon. */
      net: Type.Integer(),
    }),
  ),
  /** The credit card payments per instalment count (1x, 2x...), the same sums. */
  by_installments: Type.Array(
    Type.Object({ installments: Type.Integer(), count: Type.Integer(), total: Type.Integer(), fees: Type.Integer(), net: Type.Integer() }),
  ),
  by_day: Type.Array(Type.Object({ day: Type.String({ description: 'YYYY-MM-DD' }), count: Type.Integer(), total: Type.Integer() })),
  /** Epoch seconds: the 'Gerado' timestamp. */
  generated_at: Type.Integer(),
  /** What the salon's plan includes: Solo has the sales summary; Team and Big add commissions. */
  features: Type.Object({ commissions: Type.Boolean() }),
});
export type SummaryWire = Static<typeof SummaryResponse>;

export const CommissionRow = Type.Object({
  employee_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  gross: Type.Integer(),
  discount: Type.Integer(),
  net: Type.Integer(),
  commission: Type.Integer(),
  /** Gorjetas (issue 30 item 4): the tips paid to the professional in full, never part of the commission. */
  tips: Type.Integer({ description: 'cents' }),
});

/**
 * Comissões per professional, by commission due. On the Solo plan `available` is false and the rows are empty
 * (the screen shows an upgrade hint, not an error).
 */
export const CommissionsResponse = Type.Object({
  available: Type.Boolean(),
  rows: Type.Array(CommissionRow),
  total: Type.Omit(CommissionRow, ['employee_id', 'name']),
});
export type CommissionsWire = Static<typeof CommissionsResponse>;

/** The drill-down: one professional's lines in the range, newest first. */
export const CommissionItemsResponse = Type.Array(
  Type.Object({
    sale_id: Type.Integer(),
    sale_number: Type.Integer(),
    /** Epoch seconds. */
    created_at: Type.Integer(),
    name: Type.String(),
    client: Nullable(Type.String()),
    quantity: Type.Integer(),
    value: Type.Integer(),
    discount: Type.Integer(),
    net: Type.Integer(),
    commission_rate: Type.Number({ description: 'percent' }),
    commission: Type.Integer(),
  }),
);
export type CommissionItemsWire = Static<typeof CommissionItemsResponse>;
