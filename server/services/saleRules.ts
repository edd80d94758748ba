import type { SaleCreateFields } from '../contract/sales';
import type { FieldErrors } from '../errors';
import type { Lang } from '../i18n';
import type { SaleReferences } from '../repositories/saleWrite';
import { commissionOf, lineTotal, saleTotals } from './saleMath';
import type { PriceRule } from '../contract/pricing';
import { priceRefusal } from './salePrices';
import { planPayments, type PlannedPayment } from './salePayments';

/** A sale line as it will be written: the catalogue's name, the value and rate of the moment. */
export interface PlannedLine {
  /** Its place in transactions_attributes (errors are named after it). */
  index: number;
  serviceId: number | null;
  productId: number | null;
  appointmentId: number | null;
  employeeId: number | null;
  name: string;
  quantity: number;
  value: number;
  discount: number;
  commissionRate: number;
  commission: number;
  /** A product line: the product's cost (cents each) when sold; null on a service line. */
  unitCost: number | null;
}

export interface SalePlan {
  lines: PlannedLine[];
  clientId: number | null;
  price: number;
  /** How it is paid: adding up to price less the deposits plus the tips (services/salePayments.ts). */
  payments: PlannedPayment[];
  /** Tips for the professionals (issue 30 item 4), in the order sent. */
  tips: Array<{ employeeId: number; amount: number }>;
  errors: FieldErrors;
}

/** The ids a sale's fields point at, for one query each; `seller` is the seller's own column (a line's default). */
export function referencedIds(fields: SaleCreateFields, seller: number | null = null) {
  const ids = (pick: (item: SaleCreateFields['transactions_attributes'][number]) => number | null | undefined) => [
    ...new Set(fields.transactions_attributes.map(pick).filter((id): id is number => typeof id === 'number')),
  ];
  return {
    serviceIds: ids((item) => item.service_id),
    productIds: ids((item) => item.product_id),
    appointmentIds: ids((item) => item.appointment_id),
    employeeIds: [...new Set([...ids((item) => item.user_id), ...(fields.tips ?? []).map((tip) => tip.user_id), ...(seller === null ? [] : [seller])])],
    clientId: fields.client_id,
  };
}

/**
 * Who a product line sent without user_id is credited to: the professional of the sale's first appointment line
 * (who served the client sold it, as that line credits them), else the seller when they serve clients ('atende
 * clientes', issue 25 item 9), else nobody. A professional no longer on the staff is no default.
 */
function defaultProfessional(fields: SaleCreateFields, refs: SaleReferences, seller: number | null): number | null {
  for (const item of fields.transactions_attributes) {
    const appointment = item.appointment_id == null ? undefined : refs.appointments.get(item.appointment_id);
    if (!appointment) continue;
    const id = item.user_id ?? appointment.employeeId;
    if (id !== null && refs.employees.has(id)) return id;
  }
  return seller !== null && refs.employees.get(seller)?.servesClients ? seller : null;
}

/**
 * Shares of `total` in proportion to `weights` (largest remainder, ties to the earlier line): they add up to it
 * exactly, whatever the rounding (docs/decisions/47-card-fees-and-net-commissions.md).
 */
export function sharesOf(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, x) => a + x, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The salon's rules on commissions (issue 30 item 3): net of the sale's fees, each line's base loses its share
 * of them (in proportion to its total); net of cost, a product line's base loses the product's cost x quantity.
 * The base is never below 0; the rate is the one of the moment, as before.
 */
function netCommissions(lines: PlannedLine[], payments: PlannedPayment[], rules: SaleReferences['fees'], price: number, tipTotal: number) {
  if (!rules.netOfFees && !rules.netOfCost) return;
  // The fees on the tips are not the sale's: only the part of the fees in proportion to what the sale itself was paid.
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const allFees = payments.reduce((sum, payment) => sum + payment.fee, 0);
  const fees = !rules.netOfFees ? 0 : paid > 0 && tipTotal > 0 ? Math.round((allFees * Math.max(0, paid - tipTotal)) / paid) : allFees;
  const feeShares = price > 0 ? sharesOf(fees, lines.map(lineTotal)) : lines.map(() => 0);
  lines.forEach((line, i) => {
    const cost = rules.netOfCost && line.unitCost !== null ? line.unitCost * line.quantity : 0;
    line.commission = commissionOf(Math.max(0, lineTotal(line) - feeShares[i] - cost), line.commissionRate);
  });
}

export const money = (cents: number, lang: Lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'BRL' }).format(cents / 100);

/**
 * Checks a sale against what the salon holds and prices it (DESIGN.md section 5): every problem at once, each under
 * `transactions_attributes.{i}.{field}` or the sale's own field; a price or discount the seller's role may not
 * give (`policy`, server/contract/pricing) is refused under the line's value or discount. Stock is not checked here:
 * the statement that takes it is the only check that holds under concurrency (repositories/sales takeStock).
 */
/** `deposit`: cents the client paid before (the Pix deposits of the sale's online visits), which cash need not cover. */
export function planSale(fields: SaleCreateFields, refs: SaleReferences, lang: Lang, policy: PriceRule, seller: number | null = null, deposit = 0): SalePlan {
  const errors: FieldErrors = {};
  const lines: PlannedLine[] = [];
  const seenAppointments = new Set<number>();
  let firstAppointmentClient: number | null = null;
  const productDefault = defaultProfessional(fields, refs, seller);

  fields.transactions_attributes.forEach((item, index) => {
    const fail = (field: string, message: FieldErrors[string][number]) => {
      (errors[`transactions_attributes.${index}.${field}`] ??= []).push(message);
    };
    const appointmentId = item.appointment_id ?? null;
    const appointment = appointmentId === null ? undefined : refs.appointments.get(appointmentId);
    if (appointmentId !== null) {
      if (!appointment) fail('appointment_id', 'saleAppointmentNotFound');
      else if (appointment.status === 'canceled' || appointment.status === 'no_show') fail('appointment_id', 'saleAppointmentClosed');
      else if (appointment.soldBy !== null || seenAppointments.has(appointmentId)) fail('appointment_id', 'saleAppointmentSold');
      seenAppointments.add(appointmentId);
      firstAppointmentClient ??= appointment?.clientId ?? null;
    }

    // A line from an appointment sells its service unless told otherwise.
    const serviceId = item.service_id ?? (item.product_id == null ? (appointment?.serviceId ?? null) : null);
    const productId = item.product_id ?? null;
    // An unknown appointment says so alone (its service could not be read).
    if ((serviceId === null) === (productId === null) && !(appointmentId !== null && !appointment)) fail('service_id', 'saleItemKind');
    if (productId !== null && appointmentId !== null) fail('appointment_id', 'saleAppointmentProduct');
    const service = serviceId === null ? undefined : refs.services.get(serviceId);
    const product = productId === null ? undefined : refs.products.get(productId);
    if (serviceId !== null && !service) fail('service_id', 'saleServiceNotFound');
    if (productId !== null && !product) fail('product_id', 'saleProductNotFound');

    // A product line left without user_id earns someone its commission (issue 25 item 12); null is nobody on purpose.
    const fallback = productId !== null && item.user_id === undefined ? productDefault : null;
    const employeeId = item.user_id ?? appointment?.employeeId ?? fallback;
    const employee = employeeId === null ? undefined : refs.employees.get(employeeId);
    if (item.user_id != null && !employee) fail('user_id', 'employeeNotFound');
    else if (serviceId !== null && employeeId === null) fail('user_id', 'saleProfessionalRequired');

    if (serviceId !== null && item.quantity !== undefined && item.quantity !== 1) fail('quantity', 'saleServiceQuantity');
    const quantity = serviceId !== null ? 1 : (item.quantity ?? 1);
    const fromAppointment = appointment && appointment.serviceId === serviceId ? appointment.price : null;
    // What the salon priced the line at: the appointment's own price (agreed when booked), else the catalogue's.
    const catalogueValue = fromAppointment ?? service?.price ?? product?.price;
    const value = item.value ?? catalogueValue ?? 0;
    const discount = item.discount ?? 0;
    if (discount > quantity * value) fail('discount', 'saleDiscountTooHigh');
    else if (catalogueValue !== undefined) {
      const refused = priceRefusal(policy, { quantity, value, discount }, catalogueValue, lang);
      if (refused) fail(...refused);
    }

    // The rate of the moment is stored with the line: later changes to the rates never rewrite a sale.
    const rate = !employee ? 0 : service ? (service.commission ?? employee.serviceCommission) : employee.productCommission;
    const line = { quantity, value, discount };
    lines.push({
      index,
      serviceId,
      productId,
      appointmentId,
      employeeId: employee ? employee.id : null,
      name: service?.name ?? product?.name ?? '',
      ...line,
      commissionRate: rate,
      commission: commissionOf(lineTotal(line), rate),
      unitCost: product ? product.cost : null,
    });
  });

  if (fields.client_id != null && !refs.client) errors.client = ['clientNotFound'];
  // Left out, the client is the appointment's (Finalizar); null is a walk-in on purpose.
  const clientId = fields.client_id === undefined ? firstAppointmentClient : fields.client_id;

  const { price } = saleTotals(lines);
  const linesValid = Object.keys(errors).every((field) => !field.startsWith('transactions_attributes.'));
  if (price < 0) errors.price = ['saleNegative'];
  // A total over unknown lines means nothing: the lines' own errors say what to fix.
  else if (price !== fields.price && linesValid) errors.price = [{ key: 'salePriceMismatch', params: { total: money(price, lang) } }];

  // Tips: each for one of the salon's professionals, once; paid to them in full, on top of the sale.
  const tips: SalePlan['tips'] = [];
  const tipped = new Set<number>();
  (fields.tips ?? []).forEach((tip, index) => {
    if (!refs.employees.has(tip.user_id)) errors[`tips.${index}.user_id`] = ['employeeNotFound'];
    else if (tipped.has(tip.user_id)) errors[`tips.${index}.user_id`] = ['saleTipTwice'];
    else tips.push({ employeeId: tip.user_id, amount: tip.amount });
    tipped.add(tip.user_id);
  });
  const tipTotal = tips.reduce((sum, tip) => sum + tip.amount, 0);

  // What is paid at the counter: the total less the deposits paid online (never below zero), and the tips.
  const payments = planPayments(fields, Math.max(0, price - Math.min(deposit, price)) + tipTotal, refs.pix, (cents) => money(cents, lang), errors, refs.fees.cardFees, tipTotal);
  // The salon takes cash only into an open drawer (issue 30 item 6); card and Pix need none.
  if (refs.cashNeedsDrawer && payments.some((payment) => payment.method === 'cash')) errors.payments = [...(errors.payments ?? []), 'cashSaleNeedsDrawer'];
  netCommissions(lines, payments, refs.fees, price, tipTotal);

  return { lines, clientId, price, payments, tips, errors };
}
