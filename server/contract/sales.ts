import { Type, type Static } from 'typebox';
import { Id, Text } from './common';
import { Cents, LiteralUnion, MAX_CENTS, Nullable } from './fields';

/** Dinheiro, Outro, Cartão Débito, Cartão Crédito, Pix (DESIGN.md section 5). Kept in step with db/schema/sales.ts. */
export const PAYMENT_TYPES = ['cash', 'other', 'debit_card', 'credit_card', 'pix'] as const;
export const PaymentType = LiteralUnion(PAYMENT_TYPES);
export const SALE_STATUSES = ['completed', 'canceled'] as const;
export const SaleStatus = LiteralUnion(SALE_STATUSES);

/** The server's `payment_type_display` and `status_display`, by Accept-Language. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<'pt-BR' | 'en', Readonly<Record<(typeof PAYMENT_TYPES)[number], string>>>> = {
  'pt-BR': { cash: 'Dinheiro', other: 'Outro', debit_card: 'Cartão Débito', credit_card: 'Cartão Crédito', pix: 'Pix' },
  en: { cash: 'Cash', other: 'Other', debit_card: 'Debit card', credit_card: 'Credit card', pix: 'Pix' },
};
export const SALE_STATUS_LABELS: Readonly<Record<'pt-BR' | 'en', Readonly<Record<(typeof SALE_STATUSES)[number], string>>>> = {
  'pt-BR': { completed: 'Paga', canceled: 'Cancelada' },
  en: { completed: 'Paid', canceled: 'Canceled' },
};

/** A commission rate on the wire: a percent from 0 to 100 with up to 2 decimals (stored in basis points). */
export const CommissionPercent = Type.Number({ minimum: 0, maximum: 100, description: 'percent, up to 2 decimals' });

/** At most this many units of one product in one line (a typo guard, not a business rule). */
export const MAX_QUANTITY = 9999;

/**
 * One line of a sale as sent: exactly one of service_id or product_id. `value` (cents each) defaults to the
 * appointment's price for a line carrying appointment_id, else to the catalogue price; the front desk may change
 * it. `user_id` is the professional credited (the spec's name). Left out, a service line from an appointment is
 * its professional's, and a product line is the professional of the sale's first appointment line, else the
 * seller's when they serve clients (an owner or professional with a column). `user_id: null` on a product line
 * credits nobody (a professional's own sale excepted: it is theirs, services/salePrices soldAs).
 */
export const SaleItemInput = Type.Object({
  service_id: Type.Optional(Nullable(Id)),
  product_id: Type.Optional(Nullable(Id)),
  appointment_id: Type.Optional(Nullable(Id)),
  user_id: Type.Optional(Nullable(Id)),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY })),
  value: Type.Optional(Cents),
  discount: Type.Optional(Cents),
  /** Ignored: the server names the line after the catalogue item. */
  name: Type.Optional(Text(255)),
});
export type SaleItemInput = Static<typeof SaleItemInput>;

/** At most this many payments in one sale (two cards, Pix and cash... a guard, not a business rule). */
export const MAX_PAYMENTS = 10;
/** A card's brand as the receipt prints it (issue 30 item 3). */
export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa', mastercard: 'Mastercard', elo: 'Elo', amex: 'American Express', hipercard: 'Hipercard', other: 'Outra',
};
/** Credit in 1 to 12 instalments. */
export const MAX_INSTALLMENTS = 12;
/** The card machine's authorization code (NSU): letters and digits, at most 20. */
export const NSU_PATTERN = '^[A-Za-z0-9]{1,20}$';
/** A Pix BR Code's transaction id (EMV field 62-05): letters and digits, at most 25. */
export const PIX_REFERENCE_PATTERN = '^[A-Za-z0-9]{1,25}$';

/**
 * One payment of a sale as sent (issue 30 item 2). `received` is the cash handed over (only cash, at least the
 * amount: the change is the difference). `reference` is a Pix payment's transaction id: the one the QR code shown
 * at checkout carried (GET /salons/{id}/pix_code), so the receipt's BR Code is the one the client paid; left out,
 * the server makes one.
 */
export const SalePaymentInput = Type.Object({
  method: PaymentType,
  amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'integer cents' }),
  received: Type.Optional(Nullable(Cents)),
  reference: Type.Optional(Nullable(Type.String({ pattern: PIX_REFERENCE_PATTERN }))),
  /**
   * Cards only (issue 30 item 3; 422 under the field on another method): the brand, the instalments (credit 1 to
   * 12, default 1; debit is always 1) and the machine's authorization code. Checked by services/salePayments.ts so
   * a bad one is told in words.
   */
  card_brand: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  installments: Type.Optional(Nullable(Type.Number())),
  nsu: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  /**
   * Pix only: the dynamic charge of the payment provider this payment is (POST /salons/{id}/pix_charges), paid by
   * its signed notice: the sale is refused under the field while it is not paid, of another amount, or another
   * sale's already. Its BR Code is then the payment's.
   */
  pix_charge_id: Type.Optional(Nullable(Id)),
});
export type SalePaymentInput = Static<typeof SalePaymentInput>;

/** At most this many tips in one sale. */
export const MAX_TIPS = 10;
export const SaleTipInput = Type.Object({
  user_id: Id,
  amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'integer cents' }),
});

/**
 * `{sale: {...}}` (a flat body is accepted too). `price` is the total the screen showed: the server recomputes
 * it (sum of quantity x value - discount) and answers 422 under `price` when they differ.
 */
export const SaleCreateBody = Type.Object({
  sale: Type.Object({
    /**
     * One payment of what is due (the total less the deposits), as before split payments: sent alone it stands
     * for `payments: [{method: payment_type, amount: due, received}]`. Ignored when `payments` is sent.
     */
    payment_type: Type.Optional(PaymentType),
    /** The payments, adding up to the total less the deposits (422 under `payments` otherwise). */
    payments: Type.Optional(Type.Array(SalePaymentInput, { minItems: 1, maxItems: MAX_PAYMENTS })),
    client_id: Type.Optional(Nullable(Id)),
    price: Cents,
    /** Cash handed over, for the change (only with payment_type cash; at least the total less the deposit). */
    received: Type.Optional(Nullable(Cents)),
    transactions_attributes: Type.Array(SaleItemInput, { minItems: 1, maxItems: 100 }),
    /**
     * Tips (gorjeta, issue 30 item 4): each for one of the salon's professionals (user_id, once each), paid to them
     * in full and never part of a commission. The payments then add up to price - deposit + the tips.
     */
    tips: Type.Optional(Type.Array(SaleTipInput, { maxItems: MAX_TIPS })),
    /**
     * The comanda this sale closes (issue 30 item 5), at the version the screen showed: it is closed with the sale,
     * in its transaction; closed already, canceled, or changed since (an item added from a phone meanwhile), the
     * sale is refused under `comanda` and nothing is written.
     */
    comanda: Type.Optional(Nullable(Type.Object({ id: Id, version: Type.Integer({ minimum: 0 }) }))),
  }),
});
export type SaleCreateFields = Static<typeof SaleCreateBody>['sale'];

export const SaleTransactionResponse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  service_id: Nullable(Type.Integer()),
  product_id: Nullable(Type.Integer()),
  appointment_id: Nullable(Type.Integer()),
  /** The professional credited (spec: user_id is the employee). */
  user_id: Nullable(Type.Integer()),
  employee: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  quantity: Type.Integer(),
  value: Type.Integer({ description: 'cents, each' }),
  discount: Type.Integer({ description: 'cents, on the whole line' }),
  /** quantity x value - discount. */
  total: Type.Integer({ description: 'cents' }),
  /** Null to a professional on a colleague's line (services/saleView.ts): they read their own commission only. */
  commission_rate: Nullable(Type.Number({ description: 'percent' })),
  commission: Nullable(Type.Integer({ description: 'cents' })),
});
export type SaleTransactionWire = Static<typeof SaleTransactionResponse>;

/** A payment as read back. */
export const SalePaymentResponse = Type.Object({
  id: Type.Integer(),
  method: PaymentType,
  /** Dinheiro, Pix... (by Accept-Language). */
  method_display: Type.String(),
  amount: Type.Integer({ description: 'cents' }),
  received: Nullable(Type.Integer()),
  /** received - amount, for cash with a received amount, else null. */
  change: Nullable(Type.Integer()),
  /** Pix: the transaction id and the 'copia e cola' text of the static BR Code (null while the salon has no key). */
  reference: Nullable(Type.String()),
  br_code: Nullable(Type.String()),
  /** Cards: the brand, the instalments (1 for debit) and the NSU; null on other methods. */
  card_brand: Nullable(LiteralUnion(CARD_BRANDS)),
  installments: Nullable(Type.Integer()),
  nsu: Nullable(Type.String()),
  /** Cents the card machine (or Pix) keeps, at the salon's fee of the moment: amount - fee reaches the salon. */
  fee: Type.Integer({ description: 'cents' }),
});
export type SalePaymentWire = Static<typeof SalePaymentResponse>;

export const SaleTipResponse = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  employee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  amount: Type.Integer({ description: 'cents' }),
});
export type SaleTipWire = Static<typeof SaleTipResponse>;

export const SaleResponse = Type.Object({
  id: Type.Integer(),
  /** The salon's own running number (1, 2, 3...), printed on the invoice. */
  number: Type.Integer(),
  salon: Type.Object({ id: Type.Integer(), name: Type.String() }),
  client_id: Nullable(Type.Integer()),
  client: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), email: Nullable(Type.String()) })),
  /** The total, cents. */
  price: Type.Integer(),
  /** Sum of quantity x value, and of the discounts: price = subtotal - discount. */
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  /**
   * Cents already paid as the Pix deposits (sinal) of the sale's online visits: the server deducts them, so
   * payment_type, received and change are about price - deposit, what the client still pays.
   */
  deposit: Type.Integer(),
  /** The first payment's method (or the one sent when nothing was left to pay). */
  payment_type: PaymentType,
  /** Dinheiro, Cartão Débito... (by Accept-Language); 'Pix + Dinheiro' for a sale paid more than one way. */
  payment_type_display: Type.String(),
  /** The cash handed over, summed over the cash payments (null when none carried it). */
  received: Nullable(Type.Integer()),
  /** The change given, summed over the cash payments (null when none carried a received amount). */
  change: Nullable(Type.Integer()),
  /** How it was paid, in order: they add up to price - deposit. */
  payments: Type.Array(SalePaymentResponse),
  /** Tips for the professionals (issue 30 item 4), in the order sent; tip_total is their sum (0 without). */
  tips: Type.Array(SaleTipResponse),
  tip_total: Type.Integer({ description: 'cents' }),
  status: SaleStatus,
  /** Paga or Cancelada (by Accept-Language). */
  status_display: Type.String(),
  cancel_reason: Nullable(Type.String()),
  /** Epoch seconds. */
  canceled_at: Nullable(Type.Integer()),
  created_at: Type.Integer(),
  /** Who made the estorno (null while paid, or once that user is gone). Sent by GET /sales/{id} and the list. */
  canceled_by: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))),
  /**
   * Whether the caller may estorno it now (issue 25 item 10): the owner always while it is paid; the front desk
   * when the owner allows it and the sale is of today in the salon's time zone. Sent with every sale answered.
   */
  can_cancel: Type.Optional(Type.Boolean()),
  transactions: Type.Array(SaleTransactionResponse),
});
export type SaleWire = Static<typeof SaleResponse>;
export type SaleSummaryWire = Omit<SaleWire, 'transactions' | 'salon' | 'payments' | 'tips'>;

/** The list: newest first, 30 a page; without the lines and payments (payment_type_display names every method). */
export const SaleSummaryResponse = Type.Omit(SaleResponse, ['transactions', 'salon', 'payments', 'tips']);
export const SaleListResponse = Type.Array(SaleSummaryResponse);

/** A range of the salon's days, both included (YYYY-MM-DD); default today. At most 366 days. */
export const DateRangeQuery = Type.Object({
  start: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, in the salon time zone' })),
  end: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD, included' })),
});
/** The list's filters (issue 25 item 11): the days, and optionally one client, one payment type, paid or canceled. */
export const SaleListQuery = Type.Object({
  ...DateRangeQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  client_id: Type.Optional(Id),
  payment_type: Type.Optional(PaymentType),
  status: Type.Optional(SaleStatus),
});
export type SaleListQuery = Static<typeof SaleListQuery>;
/** Sales a page of the list holds. */
export const SALES_PAGE_SIZE = 30;

/** The static BR Code of an amount, for the checkout's QR code before the sale is made. */
export const PixCodeQuery = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: MAX_CENTS, description: 'integer cents' }),
  reference: Type.Optional(Type.String({ pattern: PIX_REFERENCE_PATTERN })),
});
/** `br_code` null while the salon has no Pix key (the screen says where to set it). */
export const PixCodeResponse = Type.Object({
  reference: Type.String(),
  br_code: Nullable(Type.String()),
  receiver_name: Nullable(Type.String()),
  key: Nullable(Type.String()),
});

export const SaleCancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\u0000]*$' }) });
export const SendInvoiceBody = Type.Object({ email: Text(254), id: Type.Optional(Type.Unknown()) });
/** 202 `{}`: the invoice is queued in the outbox (the screen never shows an error for it). */
export const SendInvoiceResponse = Type.Object({});
