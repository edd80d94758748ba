import {
  SALE_STATUS_LABELS,
  SALES_PAGE_SIZE,
  type SaleCreateFields,
  type SaleListQuery,
  type SaleSummaryWire,
  type SaleWire,
} from '../contract/sales';
import type { Db } from '../db/client';
import { notFound, unprocessable, type FieldErrors, type HttpError } from '../errors';
import type { Lang } from '../i18n';
import * as changes from '../repositories/changes';
import { writeClaim } from '../repositories/idempotencyKeys';
import { findSalon, salonCancelRule } from '../repositories/salons';
import * as sales from '../repositories/sales';
import { isForeignKeyViolation } from '../repositories/sqlHelpers';
import { epochSeconds, salonMoment, timeZoneOf } from './agendaWindow';
import { isEmail } from './auth';
import { invoiceEmail } from './mail/invoiceEmail';
import type { Mailer } from '../infra/mail/mailer';
import { reportRange } from './reportRange';
import { servicePlugin } from './registry';
import { basisPointsToPercent, lineTotal, saleTotals } from './saleMath';
import { cashChange, cashReceived, mainPaymentType, newPixReference, paymentsDisplay, paymentWire, pixCodeOf } from './salePayments';
import { money, planSale, referencedIds, type SalePlan } from './saleRules';
import { isRefused, writeSaleAtOnce } from '../repositories/saleStatement';
import { saleReferences, writeSale, type SaleReferences, type SaleToWrite, type WrittenSale } from '../repositories/saleWrite';
import { can } from '../contract/roles';
import type { Actor } from './permissions';
import { priceRule } from '../contract/pricing';
import { assertOwnLines, sellerColumn, soldAs } from './salePrices';
import { assertServicesFit } from './serviceFit';
import { cancelRefusal, cancelRefused, type SalonCancelRule } from './saleCancelRule';
import { assertComandaOpen, closeComandaInSale } from './comandas';
import { markTaken, takeCharges } from './pixCharges';
import { applyDeposits, lockPaidDeposits, unapplyDeposits } from '../repositories/bookingDeposits';

/** Who rings a sale up or cancels it (the session's user: the audit trail, and a professional's own lines). */
export type SaleActor = Actor;

function summaryWire(row: sales.SaleRow, lang: Lang): SaleSummaryWire {
  return {
    id: row.id,
    number: row.number,
    client_id: row.clientId,
    client: row.clientId !== null && row.clientName !== null ? { id: row.clientId, name: row.clientName, email: row.clientEmail } : null,
    price: row.price,
    subtotal: row.subtotal,
    discount: row.subtotal - row.price,
    deposit: row.deposit,
    payment_type: row.paymentType,
    payment_type_display: paymentsDisplay(row.payments, row.paymentType, lang),
    tip_total: row.tips.reduce((sum, tip) => sum + tip.amount, 0),
    received: cashReceived(row.payments),
    change: cashChange(row.payments),
    status: row.status,
    status_display: SALE_STATUS_LABELS[lang][row.status],
    cancel_reason: row.cancelReason,
    canceled_at: row.canceledAt ? epochSeconds(row.canceledAt) : null,
    canceled_by: row.canceledById !== null && row.canceledByName !== null ? { id: row.canceledById, name: row.canceledByName } : null,
    created_at: epochSeconds(row.createdAt),
  };
}

/** The salon's rule for the front desk's estorno (404 for no such salon). */
async function cancelRuleOf(db: Db, salonId: number): Promise<SalonCancelRule> {
  const rule = await salonCancelRule(db, salonId);
  if (!rule) throw notFound();
  return rule;
}

/** Whether this caller may estorno this sale now, as the SPA shows it (the same rule cancel() enforces). */
function cancelableBy<T extends SaleSummaryWire>(actor: Actor, rule: SalonCancelRule, sale: T): T {
  const may = sale.status === 'completed' && can(actor.role, 'saleCancel') && cancelRefusal(actor.role, rule, new Date(sale.created_at * 1000)) === null;
  return { ...sale, can_cancel: may };
}

const tipWire = (tip: sales.TipRow) => ({ id: tip.id, user_id: tip.employeeId, employee: { id: tip.employeeId, name: tip.employeeName }, amount: tip.amount });

const lineWire = (line: sales.SaleLineRow) => ({
  id: line.id,
  name: line.name,
  service_id: line.serviceId,
  product_id: line.productId,
  appointment_id: line.appointmentId,
  user_id: line.employeeId,
  employee: line.employeeId !== null && line.employeeName !== null ? { id: line.employeeId, name: line.employeeName } : null,
  quantity: line.quantity,
  value: line.value,
  discount: line.discount,
  total: lineTotal(line),
  commission_rate: basisPointsToPercent(line.commissionRate),
  commission: line.commission,
});

/**
 * Sales (DESIGN.md section 5): the server prices every sale from its items, and writes it in one transaction
 * with its lines, the stock it takes and the appointments it completes; an estorno undoes the stock and the
 * appointments and keeps the sale, canceled. Agendas hear of the appointments once the transaction committed.
 */
export function createSalesService(db: Db, mailer: Mailer) {
  async function show(salonId: number, id: number, lang: Lang): Promise<SaleWire> {
    const [row, salon] = await Promise.all([sales.findSale(db, salonId, id), findSalon(db, salonId)]);
    if (!row || !salon) throw notFound();
    const lines = await sales.saleLines(db, salonId, id);
    const payments = row.payments.map((payment) => paymentWire(payment, lang));
    return { ...summaryWire(row, lang), salon: { id: salon.id, name: salon.name }, payments, tips: row.tips.map(tipWire), transactions: lines.map(lineWire) };
  }

  /** A page of the list, filtered on the server (issue 25 item 11); each sale says whether the caller may estorno it. */
  async function list(actor: Actor, query: SaleListQuery, lang: Lang): Promise<SaleSummaryWire[]> {
    const rule = await cancelRuleOf(db, actor.salonId);
    const { from, to } = reportRange(query, rule.timeZone);
    const page = query.page ?? 1;
    const filters = { clientId: query.client_id, paymentType: query.payment_type, status: query.status };
    const rows = await sales.listSales(db, actor.salonId, from, to, SALES_PAGE_SIZE, (page - 1) * SALES_PAGE_SIZE, filters);
    return rows.map((row) => cancelableBy(actor, rule, summaryWire(row, lang)));
  }

  /**
   * Takes the stock of the sale's product lines, in the transaction that holds the salon's row (so two checkouts
   * cannot both take the last unit). Line by line, so a short line names its own quantity; any shortage rolls
   * back what the others took, and the sale with them.
   */
  async function takeStock(tx: Db, salonId: number, plan: SalePlan, allowNegative: boolean) {
    const short: FieldErrors = {};
    for (const line of plan.lines) {
      if (line.productId === null) continue;
      if (await sales.takeStock(tx, salonId, line.productId, line.quantity, allowNegative)) continue;
      const stock = await sales.productStock(tx, salonId, line.productId);
      const params = { count: Math.max(0, stock?.quantity ?? 0), name: stock?.name ?? line.name };
      short[`transactions_attributes.${line.index}.quantity`] = [{ key: 'saleStockShort', params }];
    }
    if (Object.keys(short).length > 0) throw unprocessable(short);
  }

  /**
   * Writes the priced sale in one transaction: its number, rows and completed appointments (repositories/
   * saleWrite), the stock its products take, and its audit rows and notices. Nothing is read before the writes
   * but through them: the plan was made before.
   */
  async function write(actor: SaleActor, fields: SaleCreateFields, plan: SalePlan, depositDue: number, lang: Lang) {
    const { salonId } = actor;
    const sale: SaleToWrite = {
      salonId,
      clientId: plan.clientId,
      price: plan.price,
      paymentType: mainPaymentType(fields, plan.payments),
      received: cashReceived(plan.payments),
      userId: actor.userId,
      payments: plan.payments,
      tips: plan.tips,
      lines: plan.lines.map(({ serviceId, productId, appointmentId, employeeId, name, value, discount, quantity, commissionRate, commission, unitCost }) => ({
        serviceId, productId, appointmentId, employeeId, name, value, discount, quantity, commissionRate, commission, unitCost,
      })),
    };
    // A service sold by a professional who does not do it (issue 25 item 1), read in the sale's transaction. A line
    // from an appointment is exempt: its booking was already accepted (or predates the professional's list).
    const asks = plan.lines.flatMap((line) =>
      line.serviceId === null || line.employeeId === null || line.appointmentId !== null
        ? []
        : [{ employeeId: line.employeeId, serviceId: line.serviceId, field: `transactions_attributes.${line.index}.service_id` }],
    );
    const employeeIds = [...new Set(plan.lines.flatMap((line) => (line.employeeId === null ? [] : [line.employeeId])))];
    // Nearly every sale goes through in one statement; one its own checks refuse is written by the transaction
    // below, which finds which field to refuse (or, the stock having come back meanwhile, writes it).
    // A sale that deducts a deposit is written by the transaction below, which locks the deposit it takes.
    // A sale that closes a comanda is written by the transaction below too, which closes it with the sale.
    const charged = plan.payments.some((payment) => payment.pixChargeId);
    if (depositDue === 0 && !fields.comanda && !charged) {
      try {
        const done = await writeSaleAtOnce(db, sale, actor, { employeeIds: asks.map((a) => a.employeeId), serviceIds: asks.map((a) => a.serviceId) }, employeeIds);
        if (!done) throw notFound();
        return done;
      } catch (error) {
        if (!isRefused(error)) throw error;
      }
    }
    const appointmentIds = plan.lines.flatMap((line) => (line.appointmentId === null ? [] : [line.appointmentId]));
    const written = await db.transaction(async (tx) => {
      await assertServicesFit(tx, salonId, asks);
      const paid = depositDue > 0 ? await lockPaidDeposits(tx, salonId, appointmentIds) : [];
      // Pix through the provider: each charge paid and free, locked; the payment takes its code (services/pixCharges).
      const chargeIds = charged ? await takeCharges(tx, salonId, plan.payments) : [];
      const done = await writeSale(tx, sale);
      if (!done) return undefined;
      if (chargeIds.length > 0) await markTaken(tx, salonId, chargeIds, done.id);
      // The deposits paid for its visits count towards it, once: locked, then marked applied with the sale.
      const deposit = Math.min(plan.price, paid.reduce((sum, d) => sum + d.amount, 0));
      // A deposit paid or refunded since the sale was priced changes what the payments must add up to: the sale is
      // refused under `payments` with what is due now (nothing is written), and the screen asks again.
      if (deposit !== depositDue) {
        const due = plan.price - deposit + plan.tips.reduce((total, tip) => total + tip.amount, 0);
        const sum = plan.payments.reduce((total, payment) => total + payment.amount, 0);
        throw unprocessable({ payments: [{ key: 'salePaymentsTotal', params: { sum: money(sum, lang), due: money(due, lang) } }] });
      }
      if (deposit > 0) {
        await sales.setSaleDeposit(tx, salonId, done.id, deposit);
        await applyDeposits(tx, salonId, paid.map((d) => d.id), done.id);
      }
      done.deposit = deposit;
      if (fields.comanda) await closeComandaInSale(tx, actor, fields.comanda.id, fields.comanda.version, done.id);
      if (plan.lines.some((line) => line.productId !== null)) await takeStock(tx, salonId, plan, done.allowNegativeStock);
      // The salon's open screens on every device hear of the sale (stock, reports and clients' history change with
      // it) and of the appointments it completed; a professional's stream only of their own columns.
      await changes.record(tx, [
        { salonId, entity: 'sale', action: 'created', id: done.id, by: actor, details: deposit > 0 ? { deposit } : null, agenda: { start_at: epochSeconds(done.createdAt), employeeIds } },
        ...done.completed.map((a) => ({
          salonId,
          entity: 'appointment' as const,
          action: 'status',
          id: a.id,
          by: actor,
          details: { status: 'completed', sale_id: done.id },
          agenda: { start_at: epochSeconds(a.startAt), employeeIds: [a.employeeId] },
        })),
      ]);
      return done;
    });
    if (!written) throw notFound();
    return written;
  }

  /** The answer to a sale just written, as show() would read it back (the same wire, without reading it). */
  function writtenWire(fields: SaleCreateFields, plan: SalePlan, refs: SaleReferences, written: WrittenSale, salonId: number, lang: Lang): SaleWire {
    const paymentRows = plan.payments.map((payment, i) => ({ ...payment, id: written.paymentIds[i] }));
    const row: sales.SaleRow = {
      id: written.id,
      number: written.number,
      clientId: plan.clientId,
      clientName: written.clientName,
      clientEmail: written.clientEmail,
      price: plan.price,
      subtotal: saleTotals(plan.lines).subtotal,
      paymentType: mainPaymentType(fields, plan.payments),
      received: cashReceived(plan.payments),
      payments: paymentRows,
      tips: plan.tips.map((tip, i) => ({ ...tip, id: written.tipIds[i], employeeName: refs.employees.get(tip.employeeId)?.name ?? '' })),
      deposit: written.deposit ?? 0,
      status: 'completed',
      cancelReason: null,
      canceledAt: null,
      canceledById: null,
      canceledByName: null,
      createdAt: written.createdAt,
    };
    const lines = plan.lines.map((line, i) => {
      const employeeName = line.employeeId === null ? null : (refs.employees.get(line.employeeId)?.name ?? null);
      return lineWire({ ...line, id: written.lineIds[i], employeeName });
    });
    const payments = paymentRows.map((payment) => paymentWire(payment, lang));
    return { ...summaryWire(row, lang), salon: { id: salonId, name: written.salonName }, payments, tips: row.tips.map(tipWire), transactions: lines };
  }

  /** What the database refused that the checks could not see (a row deleted meanwhile): 422 under the field. */
  async function refusal(error: unknown, actor: SaleActor, fields: SaleCreateFields, lang: Lang): Promise<HttpError | undefined> {
    const constraint = sales.violatedConstraint(error);
    if (constraint !== 'sale_transactions_appointment_live_unique' && !isForeignKeyViolation(error)) return undefined;
    const seller = sellerColumn(actor);
    const refs = await saleReferences(db, actor.salonId, referencedIds(fields, seller));
    const plan = planSale(fields, refs, lang, priceRule(actor.role, refs.pricing), seller);
    return unprocessable(Object.keys(plan.errors).length > 0 ? plan.errors : { base: ['invalid'] });
  }

  /**
   * Records a sale and answers it. Everything it is priced from is read first, in one statement and outside any
   * transaction; then it is written in one (write). An Idempotency-Key is the plugin's (plugins/idempotency.ts):
   * its claim is written with the sale's audit rows, in the sale's transaction.
   */
  async function create(actor: SaleActor, sent: SaleCreateFields, lang: Lang): Promise<SaleWire> {
    const { salonId } = actor;
    const fields = soldAs(actor, sent);
    const seller = sellerColumn(actor);
    const refs = await saleReferences(db, salonId, referencedIds(fields, seller));
    const { depositDue } = refs;
    if (fields.comanda) await assertComandaOpen(db, salonId, fields.comanda.id);
    // The catalogue price stands unless the salon lets the seller's role change it (services/salePrices).
    const plan = planSale(fields, refs, lang, priceRule(actor.role, refs.pricing), seller, depositDue);
    if (Object.keys(plan.errors).length > 0) throw unprocessable(plan.errors);
    // A professional sells in their own name: every line must be theirs (soldAs credited their unassigned products).
    assertOwnLines(actor, plan.lines);
    let written: WrittenSale;
    try {
      written = await write(actor, fields, plan, depositDue, lang);
    } catch (error) {
      throw (await refusal(error, actor, fields, lang)) ?? error;
    }
    return cancelableBy(actor, written.cancelRule, writtenWire(fields, plan, refs, written, salonId, lang));
  }

  /** The estorno: the sale stays, canceled; its stock returns and its appointments are started (and unsold) again. */
  async function cancel(actor: SaleActor, id: number, reason: string, lang: Lang): Promise<SaleWire> {
    const { salonId } = actor;
    const trimmed = reason.trim();
    if (!trimmed) throw unprocessable({ reason: ['blank'] });
    // The front desk fixes the day's mistakes only, and only while the owner allows it (issue 25 item 10). When a
    // sale was made never changes, so it is read before the transaction; the row lock there keeps estornos single.
    if (actor.role !== 'owner') {
      const [sale, rule] = await Promise.all([sales.findSale(db, salonId, id), cancelRuleOf(db, salonId)]);
      if (!sale) throw notFound();
      const refusal = cancelRefusal(actor.role, rule, sale.createdAt);
      if (refusal) throw cancelRefused(refusal);
    }
    await db.transaction(async (tx) => {
      const result = await sales.markSaleCanceled(tx, salonId, id, { userId: actor.userId, reason: trimmed });
      if (!result) throw notFound();
      if (result.already) throw unprocessable({ base: ['saleAlreadyCanceled'] });
      for (const line of result.lines) if (line.productId !== null) await sales.returnStock(tx, salonId, line.productId, line.quantity);
      // Its visits' deposits are theirs again: the next checkout deducts them.
      await unapplyDeposits(tx, salonId, id);
      const appointmentIds = result.lines.flatMap((line) => (line.appointmentId === null ? [] : [line.appointmentId]));
      const started = await sales.setAppointmentsStatus(tx, salonId, appointmentIds, 'started');
      // The salon's open screens on every device hear of the sale (stock, reports and clients' history change with
      // it) and of the appointments it started again.
      const employeeIds = [...new Set(result.lines.flatMap((line) => (line.employeeId === null ? [] : [line.employeeId])))];
      await changes.record(tx, [
        { salonId, entity: 'sale', action: 'canceled', id, by: actor, details: { reason: trimmed }, agenda: { start_at: epochSeconds(result.createdAt), employeeIds } },
        ...started.map((a) => ({
          salonId,
          entity: 'appointment' as const,
          action: 'status',
          id: a.id,
          by: actor,
          details: { status: 'started', sale_id: id },
          agenda: { start_at: epochSeconds(a.startAt), employeeIds: a.employeeId === null ? [] : [a.employeeId] },
        })),
      ]);
    });
    return { ...(await show(salonId, id, lang)), can_cancel: false };
  }

  /** A sale as the caller may see it: a professional only the sales with a line of their own (others: 404). */
  async function showFor(actor: Actor, id: number, lang: Lang): Promise<SaleWire> {
    const sale = await show(actor.salonId, id, lang);
    const own = can(actor.role, 'salesAll') ? null : actor.employeeId;
    if (own !== null && !sale.transactions.some((line) => line.employee?.id === own)) throw notFound();
    return cancelableBy(actor, await cancelRuleOf(db, actor.salonId), sale);
  }

  /** Queues the invoice e-mail in the outbox, under the per-salon and per-recipient limits of user-sent e-mail. */
  async function sendInvoice(actor: Actor, id: number, email: string, lang: Lang): Promise<void> {
    const { salonId } = actor;
    const to = email.trim().toLowerCase();
    const sale = await showFor(actor, id, lang);
    if (!isEmail(to)) throw unprocessable({ email: ['emailInvalid'] });
    const when = salonMoment(new Date(sale.created_at * 1000), await timeZoneOf(db, salonId), lang);
    await db.transaction(async (tx) => {
      await mailer.enqueueLimited(tx, { salonId, to, ...invoiceEmail(lang, { sale, when }) });
      // Not a change of the salon's records, but a retry must not send it twice: the key's claim comes with it.
      await writeClaim(tx);
    });
    mailer.wake();
  }

  /**
   * The static BR Code of an amount for the checkout's QR code, with the transaction id it carries (the one sent,
   * else a new one): the sale's Pix payment sends that reference back, so its receipt carries the same code.
   */
  async function pixCode(salonId: number, amount: number, sentReference: string | undefined) {
    const pix = await sales.salonPix(db, salonId);
    if (pix === undefined) throw notFound();
    const reference = sentReference ?? newPixReference();
    return { reference, br_code: pixCodeOf(pix, amount, reference), receiver_name: pix?.receiverName ?? null, key: pix?.key ?? null };
  }

  return { create, show, showFor, list, cancel, sendInvoice, pixCode };
}
export type SalesService = ReturnType<typeof createSalesService>;

declare module 'fastify' {
  interface ServiceRegistry {
    sales: SalesService;
  }
}

/** Registers the service as app.services.sales. */
export default servicePlugin('sales', (app) => createSalesService(app.db, app.services.mailer), ['mailer']);
