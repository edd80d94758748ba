import { Type, type Static } from 'typebox';
import { Text } from './common';
import { Cents, LiteralUnion, MAX_CENTS, Nullable } from './fields';

/**
 * The cash drawer (caixa, issue 30 item 6): opened with a float, sangrias and suprimentos with a reason, closed with
 * a count per method. Money is integer cents, times epoch seconds. What the drawer should hold is the server's.
 */
export const CASH_METHODS = ['cash', 'debit_card', 'credit_card', 'pix', 'other'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];
export const CASH_MOVEMENT_KINDS = ['sangria', 'suprimento'] as const;
export type CashMovementKindWire = (typeof CASH_MOVEMENT_KINDS)[number];

const perMethod = (description: string) =>
  Type.Object(
    {
      cash: Type.Integer(),
      debit_card: Type.Integer(),
      credit_card: Type.Integer(),
      pix: Type.Integer(),
      other: Type.Integer(),
    },
    { description },
  );

/** Cents per payment method. */
export const CashTotals = perMethod('cents per payment method');
export type CashTotalsWire = Static<typeof CashTotals>;

export const CashMovementResponse = Type.Object({
  id: Type.Integer(),
  kind: LiteralUnion(CASH_MOVEMENT_KINDS),
  amount: Type.Integer({ description: 'cents' }),
  reason: Type.String(),
  user_name: Type.String(),
  created_at: Type.Integer({ description: 'epoch seconds' }),
});
export type CashMovementWire = Static<typeof CashMovementResponse>;

/** A sale canceled (estorno) while the drawer was open: its money went back out of this drawer. */
export const CashEstornoResponse = Type.Object({
  sale_id: Type.Integer(),
  number: Type.Integer(),
  /** Every payment of the sale, and its cash part. */
  amount: Type.Integer({ description: 'cents' }),
  cash: Type.Integer({ description: 'cents' }),
  reason: Nullable(Type.String()),
  canceled_at: Type.Integer({ description: 'epoch seconds' }),
});
export type CashEstornoWire = Static<typeof CashEstornoResponse>;

const drawerFields = {
  id: Type.Integer(),
  /** YYYY-MM-DD in the salon's time zone: the day it was opened. */
  day: Type.String(),
  opened_at: Type.Integer({ description: 'epoch seconds' }),
  opened_by_name: Type.String(),
  float: Type.Integer({ description: 'cents' }),
  closed_at: Nullable(Type.Integer({ description: 'epoch seconds' })),
  closed_by_name: Nullable(Type.String()),
  note: Nullable(Type.String()),
  /** The payments of the sales made while it was open (whatever their status now). */
  sales: CashTotals,
  /** The payments of the sales canceled (estorno) while it was open. */
  estornos: CashTotals,
  suprimentos: Type.Integer({ description: 'cents' }),
  sangrias: Type.Integer({ description: 'cents' }),
  /** sales - estornos, and for cash + float + suprimentos - sangrias. */
  expected: CashTotals,
  /** Null while open. */
  counted: Nullable(CashTotals),
  /** counted - expected (negative: short); null while open. */
  difference: Nullable(CashTotals),
};

/** A drawer as the owner's list shows it. */
export const CashDrawerSummaryResponse = Type.Object(drawerFields);
export type CashDrawerSummaryWire = Static<typeof CashDrawerSummaryResponse>;
export const CashDrawerListResponse = Type.Array(CashDrawerSummaryResponse);

/** One drawer with its movements and estornos. */
export const CashDrawerResponse = Type.Object({
  ...drawerFields,
  movements: Type.Array(CashMovementResponse),
  canceled_sales: Type.Array(CashEstornoResponse),
});
export type CashDrawerWire = Static<typeof CashDrawerResponse>;

/** The salon's open drawer, or null when none is open. */
export const CurrentCashDrawerResponse = Type.Object({ drawer: Nullable(CashDrawerResponse) });
export type CurrentCashDrawerWire = Static<typeof CurrentCashDrawerResponse>;

/** `{cash_drawer: {float}}` (flat accepted). */
export const CashDrawerOpenBody = Type.Object({ cash_drawer: Type.Object({ float: Cents }) });
export type CashDrawerOpenFields = Static<typeof CashDrawerOpenBody>['cash_drawer'];

/** `{cash_movement: {kind, amount, reason}}` (flat accepted). */
export const CashMovementBody = Type.Object({
  cash_movement: Type.Object({
    kind: LiteralUnion(CASH_MOVEMENT_KINDS),
    amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'cents' }),
    reason: Text(255),
  }),
});
export type CashMovementFields = Static<typeof CashMovementBody>['cash_movement'];

const countedField = Type.Optional(Cents);
/** `{cash_drawer: {counted: {cash, debit_card, ...}, note}}`: a method left out was counted as zero. */
export const CashDrawerCloseBody = Type.Object({
  cash_drawer: Type.Object({
    counted: Type.Object({ cash: countedField, debit_card: countedField, credit_card: countedField, pix: countedField, other: countedField }),
    note: Type.Optional(Nullable(Text(500))),
  }),
});
export type CashDrawerCloseFields = Static<typeof CashDrawerCloseBody>['cash_drawer'];
