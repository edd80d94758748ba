import type { Appointment } from '../agenda/agendaApi';
import type { Comanda, PaymentType, SaleFields, SaleItemFields, SalePaymentFields } from './salesApi';

/** One line of the cart as the screen edits it; money in integer cents, null while a money field is empty. */
export interface CartLine {
  /** React's key and nothing else: never sent. */
  key: string;
  kind: 'service' | 'product';
  itemId: number;
  name: string;
  /** The professional credited (services: required once the salon has several). */
  employeeId: number | null;
  quantity: number;
  /** Each, cents. */
  value: number | null;
  /** Each, cents, as the salon priced it (the catalogue's, or the appointment's own): what a role without leave to change prices sells at. */
  listValue: number;
  /** On the whole line, cents. */
  discount: number | null;
  /** The appointment this line checks out (Finalizar on the agenda). */
  appointmentId: number | null;
  /**
   * The paid Pix deposit (sinal) of the online visit that appointment is a piece of, which the server deducts from
   * what the client pays: every piece of a visit names the same one, by id. Never sent.
   */
  deposit: { id: number; amount: number } | null;
  /** The product's stock when it was chosen (null for services). */
  stock: number | null;
}

/** One payment of a split (Dividir pagamento), as the screen edits it; cents, null while a money field is empty. */
export interface PaymentLine {
  /** React's key and nothing else: never sent. */
  key: string;
  method: PaymentType | null;
  amount: number | null;
  /** Cash handed over (Dinheiro only), for this payment's change. */
  received: number | null;
  /**
   * The Pix transaction id (BR Code field 62-05) of this payment, made once when the row is (pixReference.ts): the
   * QR code shown at checkout carries it and the sale sends it, so the receipt's code is the one the client paid.
   * Kept while the cart is retried, so the same cart is the same body (and the same Idempotency-Key).
   */
  reference: string;
  /** A card's brand, instalments (credit 1..12; debit 1) and the machine's NSU (issue 30 item 3); sent on cards only. */
  cardBrand: CardBrand | null;
  installments: number;
  nsu: string;
}

/** The card details of the one-tap payment (the same as a split row's). */
export type CardDetails = Pick<PaymentLine, 'cardBrand' | 'installments' | 'nsu'>;

/** server/contract/sales.ts CARD_BRANDS, in the order the select offers them. */
export const CARD_BRANDS = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** Credit in 1x to 12x. */
export const MAX_INSTALLMENTS = 12;
export const NO_CARD: CardDetails = { cardBrand: null, installments: 1, nsu: '' };
export const isCard = (method: PaymentType | null) => method === 'debit_card' || method === 'credit_card';

export interface SaleForm {
  items: CartLine[];
  client: { id: number; name: string; email?: string | null } | null;
  /** One payment of the whole amount due (the one-tap buttons). */
  paymentType: PaymentType | null;
  /** Cash handed over (Dinheiro only), for the change. */
  received: number | null;
  /** The reference of that one payment when it is Pix (see PaymentLine.reference). */
  pixReference: string;
  /** The one-tap card payment's brand, instalments and NSU. */
  card: CardDetails;
  /** Dividir pagamento: `payments` says how it is paid, instead of paymentType and received. */
  split: boolean;
  payments: PaymentLine[];
  /** Gorjetas (issue 30 item 4): each for one professional, paid on top of the sale. */
  tips: TipLine[];
  /**
   * Pix through the payment provider (salons with pix_by_provider, issue 30 item 1): the charge made for each Pix
   * payment, by the payment's reference, with the amount it was made for (a changed amount needs a new one).
   */
  pixCharges?: Record<string, { id: number; amount: number; paid: boolean }>;
  /** The comanda this sale closes, at the version its items were read at (issue 30 item 5); null for a plain sale. */
  comanda?: { id: number; version: number } | null;
}

/** One tip as the screen edits it: who and how much (cents, null while empty). */
export interface TipLine {
  key: string;
  employeeId: number | null;
  amount: number | null;
}

/** Dinheiro, Cartão Débito, Cartão Crédito, Pix, Outro: the order of the payment buttons. */
export const PAYMENT_BUTTONS = ['cash', 'debit_card', 'credit_card', 'pix', 'other'] as const satisfies readonly PaymentType[];

/** server/contract/sales.ts MAX_PAYMENTS (a value the SPA may not import from the contract): at most 10 payments. */
export const MAX_PAYMENTS = 10;

let counter = 0;
const nextKey = () => `line-${++counter}`;

export const lineSubtotal = (line: Pick<CartLine, 'quantity' | 'value'>) => line.quantity * (line.value ?? 0);
/** quantity x value - discount, as the server computes it (DESIGN.md section 5). */
export const lineTotal = (line: Pick<CartLine, 'quantity' | 'value' | 'discount'>) => lineSubtotal(line) - (line.discount ?? 0);
/** The sale's total; it may be negative (then the sale cannot be finished, and Valor shows 0). */
export const cartTotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** The paid deposits of the cart's visits, each counted once (by id): cents the server deducts. */
export function cartDeposit(lines: CartLine[]): number {
  const deposits = new Map(lines.flatMap((line) => (line.deposit ? [[line.deposit.id, line.deposit.amount] as const] : [])));
  return [...deposits.values()].reduce((sum, amount) => sum + amount, 0);
}

/** 'A receber': what the client still pays, the total (0 while negative) less the deposits, never below 0. */
export const amountDue = (lines: CartLine[]) => Math.max(Math.max(cartTotal(lines), 0) - cartDeposit(lines), 0);

/** The tips typed so far (an empty amount counts 0). */
export const tipsTotal = (tips: Pick<TipLine, 'amount'>[] = []) => tips.reduce((sum, tip) => sum + (tip.amount ?? 0), 0);

/** What the client pays at the counter: what is due for the sale and the tips on top. */
export const amountToPay = (values: Pick<SaleForm, 'items'> & { tips?: TipLine[] }) => amountDue(values.items) + tipsTotal(values.tips);

/** A new tip: for the sale's first professional not tipped yet, the amount to type. */
export function tipLine(values: Pick<SaleForm, 'items'> & { tips?: TipLine[] }): TipLine {
  const tipped = new Set((values.tips ?? []).map((tip) => tip.employeeId));
  const first = values.items.find((line) => line.employeeId !== null && !tipped.has(line.employeeId))?.employeeId ?? null;
  return { key: nextKey(), employeeId: first, amount: null };
}

/** The change for cash: null until an amount at least the total (what is still due) is typed. */
export function changeFor(total: number, received: number | null): number | null {
  return received !== null && received >= total ? received - total : null;
}

export function serviceLine(service: { id: number; name: string; price: number }, employeeId: number | null): CartLine {
  return { key: nextKey(), kind: 'service', itemId: service.id, name: service.name, employeeId, quantity: 1, value: service.price, listValue: service.price, discount: 0, appointmentId: null, deposit: null, stock: null };
}

export function productLine(product: { id: number; name: string; price: number; quantity: number }, employeeId: number | null): CartLine {
  return { key: nextKey(), kind: 'product', itemId: product.id, name: product.name, employeeId, quantity: 1, value: product.price, listValue: product.price, discount: 0, appointmentId: null, deposit: null, stock: product.quantity };
}

/**
 * Finalizar on the agenda: the appointment's service, professional and price, checked out with it, and its visit's
 * deposit once paid (pending, expired or already applied, there is nothing to deduct).
 */
export function appointmentLine(appointment: Appointment): CartLine {
  const deposit = appointment.deposit?.status === 'paid' ? { id: appointment.deposit.id, amount: appointment.deposit.amount } : null;
  return {
    ...serviceLine({ id: appointment.service_id, name: appointment.service.name, price: appointment.price }, appointment.employee_id),
    appointmentId: appointment.id,
    deposit,
  };
}

/** Fechar comanda: its items as the cart's lines, each for its professional at the price it was added at. */
export function comandaLines(comanda: Pick<Comanda, 'items'>): CartLine[] {
  return comanda.items.map((item) => {
    const base = item.product_id !== null
      ? productLine({ id: item.product_id, name: item.name, price: item.value, quantity: item.quantity }, item.user_id)
      : serviceLine({ id: item.service_id ?? 0, name: item.name, price: item.value }, item.user_id);
    // The stock is the server's to check at checkout: the comanda does not know it.
    return { ...base, quantity: item.quantity, appointmentId: item.appointment_id, deposit: item.deposit, stock: null };
  });
}

/**
 * Who a product added to the cart is credited to, as the server would credit it (issue 25 item 12): the professional
 * of the cart's first appointment line, else the seller when they serve clients. Shown on the line, so the cashier
 * sees who earns the commission and may pick 'Nenhum' instead.
 */
export function productProfessional(lines: CartLine[], sellerId: number | null): number | null {
  return lines.find((line) => line.appointmentId !== null && line.employeeId !== null)?.employeeId ?? sellerId;
}

/** Units of a product already in the cart (all its lines). */
export const unitsInCart = (lines: CartLine[], productId: number) =>
  lines.filter((line) => line.kind === 'product' && line.itemId === productId).reduce((sum, line) => sum + line.quantity, 0);

/** What the split's payments add up to so far (an empty amount counts 0). */
export const paymentsTotal = (payments: Pick<PaymentLine, 'amount'>[]) => payments.reduce((sum, payment) => sum + (payment.amount ?? 0), 0);

/** 'Falta' (above 0) or 'Sobra' (below 0): what is due less what the payments add up to. */
export const paymentsLeft = (due: number, payments: Pick<PaymentLine, 'amount'>[]) => due - paymentsTotal(payments);

/** A new row of the split: its amount what is still left to pay (empty when nothing is), its method to choose. */
export function paymentLine(payments: PaymentLine[], due: number, reference: string, method: PaymentType | null = null): PaymentLine {
  const left = paymentsLeft(due, payments);
  return { key: nextKey(), method, amount: left > 0 ? left : null, received: null, reference, ...NO_CARD };
}

/**
 * Dividir pagamento: the first row is the one payment chosen so far (its method, the whole amount due, the cash
 * received and the Pix reference), to be lowered and added to.
 */
export function startSplit(values: SaleForm, due: number): PaymentLine[] {
  const first = paymentLine([], due, values.pixReference, values.paymentType);
  return [{ ...first, received: values.paymentType === 'cash' ? values.received : null, ...(isCard(values.paymentType) ? values.card : {}) }];
}

/** Back to one payment: the split's first method becomes the one-tap choice (and its cash received, if cash). */
export function endSplit(values: SaleForm): Pick<SaleForm, 'split' | 'payments' | 'paymentType' | 'received' | 'pixReference' | 'card'> {
  const first = values.payments[0];
  if (!first) return { split: false, payments: [], paymentType: values.paymentType, received: values.received, pixReference: values.pixReference, card: values.card };
  const card = isCard(first.method) ? { cardBrand: first.cardBrand, installments: first.installments, nsu: first.nsu } : NO_CARD;
  return { split: false, payments: [], paymentType: first.method, received: first.method === 'cash' ? first.received : null, pixReference: first.reference, card };
}

/** One payment as sent: received only with cash, the reference only with Pix, the card details only on a card. */
function paymentFields(method: PaymentType, amount: number, received: number | null, reference: string, card: CardDetails = NO_CARD, chargeId: number | null = null): SalePaymentFields {
  const nsu = card.nsu.trim();
  return {
    method,
    amount,
    ...(method === 'cash' && received !== null ? { received } : {}),
    ...(method === 'pix' ? { reference } : {}),
    ...(method === 'pix' && chargeId !== null ? { pix_charge_id: chargeId } : {}),
    ...(isCard(method) && card.cardBrand !== null ? { card_brand: card.cardBrand } : {}),
    ...(method === 'credit_card' ? { installments: card.installments } : {}),
    ...(isCard(method) && nsu !== '' ? { nsu } : {}),
  };
}

/**
 * The payments the sale sends: the split's rows, or one payment of the whole amount due. None while nothing is
 * due (a deposit paid it all, a total of 0): the server then takes payment_type alone.
 */
export function checkoutPayments(values: SaleForm): SalePaymentFields[] {
  const due = amountToPay(values);
  if (due === 0) return [];
  // The provider's charge of a Pix payment, when one was made for that reference and amount.
  const charge = (reference: string, amount: number) => {
    const made = values.pixCharges?.[reference];
    return made && made.amount === amount ? made.id : null;
  };
  if (values.split) {
    return values.payments.flatMap((row) =>
      row.method === null || row.amount === null ? [] : [paymentFields(row.method, row.amount, row.received, row.reference, row, charge(row.reference, row.amount))],
    );
  }
  return values.paymentType === null ? [] : [paymentFields(values.paymentType, due, values.received, values.pixReference, values.card, charge(values.pixReference, due))];
}

/** The method the sale reads as (payment_type): the first payment's, or the one tapped. */
export function firstMethod(values: SaleForm): PaymentType | null {
  return values.split ? (values.payments[0]?.method ?? null) : values.paymentType;
}

/**
 * The request body: only what the server reads, in a fixed order (the same cart is the same body, hence the same
 * Idempotency-Key). The price is the items' total, deposits included: the server deducts them itself. The payments
 * always go (issue 30), with payment_type the first one's method; while nothing is due, payment_type alone (and
 * the cash received, as before) stands for the sale.
 */
export function saleFields(values: SaleForm): SaleFields {
  const { items, client, received } = values;
  const total = cartTotal(items);
  const payments = checkoutPayments(values);
  const tips = (values.tips ?? []).flatMap((tip) => (tip.employeeId === null || tip.amount === null || tip.amount < 1 ? [] : [{ user_id: tip.employeeId, amount: tip.amount }]));
  const paymentType = firstMethod(values) ?? payments[0]?.method ?? 'other';
  return {
    payment_type: paymentType,
    ...(payments.length > 0 ? { payments } : {}),
    client_id: client?.id ?? null,
    price: Math.max(total, 0),
    ...(payments.length === 0 && paymentType === 'cash' && received !== null ? { received } : {}),
    ...(tips.length > 0 ? { tips } : {}),
    ...(values.comanda ? { comanda: values.comanda } : {}),
    transactions_attributes: items.map((line): SaleItemFields => ({
      ...(line.kind === 'service' ? { service_id: line.itemId } : { product_id: line.itemId }),
      ...(line.appointmentId !== null ? { appointment_id: line.appointmentId } : {}),
      // A product line always says who: left out, the server would credit its default; null is 'Nenhum' on purpose.
      ...(line.employeeId !== null || line.kind === 'product' ? { user_id: line.employeeId } : {}),
      quantity: line.quantity,
      value: line.value ?? 0,
      discount: line.discount ?? 0,
    })),
  };
}
