import type { FastifyBaseLogger } from 'fastify';
import type { PixChargeWire } from '../contract/pixCharges';
import type { Db } from '../db/client';
import { HttpError, notFound, unauthorized, unprocessable, type FieldErrors } from '../errors';
import type { PixProvider } from '../infra/pix/provider';
import * as changes from '../repositories/changes';
import * as charges from '../repositories/pixCharges';
import { epochSeconds } from './agendaWindow';
import type { DepositService } from './deposits';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';
import type { PlannedPayment } from './salePayments';

/** How long the provider's charge may be paid. */
const CHARGE_MINUTES = 30;

const wire = (row: Pick<charges.PixChargeRow, 'id' | 'amount' | 'status' | 'brCode' | 'expiresAt' | 'paidAt' | 'saleId'>): PixChargeWire => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  br_code: row.brCode,
  expires_at: epochSeconds(row.expiresAt),
  paid_at: row.paidAt ? epochSeconds(row.paidAt) : null,
  sale_id: row.saleId,
});

/** Open screens of the salon hear of a charge made or paid (the checkout waiting on it enables Finalizar). */
const chargeChange = (salonId: number, action: string, id: number, by: changes.ChangeAuthor, details: Record<string, unknown>): changes.Change => ({
  salonId, entity: 'pix_charge', action, id, by, details, agenda: { start_at: Math.floor(Date.now() / 1000), employeeIds: [] },
});

/**
 * In the sale's transaction, before it is written: its Pix payments made through the provider, locked. Each must
 * be the salon's, paid, free (no sale yet) and of the payment's amount, else the sale is refused under its field.
 * The payment takes the charge's BR Code and the provider's id; markTaken then gives the charges the sale.
 */
export async function takeCharges(tx: Db, salonId: number, payments: PlannedPayment[]): Promise<number[]> {
  const wanted = payments.flatMap((payment, index) => (payment.pixChargeId ? [{ payment, index, id: payment.pixChargeId }] : []));
  if (wanted.length === 0) return [];
  const rows = new Map((await charges.lockCharges(tx, salonId, wanted.map((w) => w.id))).map((row) => [row.id, row]));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const { payment, index, id } of wanted) {
    const row = rows.get(id);
    const refusal = !row || row.status !== 'paid' ? 'salePixChargeNotPaid' : row.saleId !== null || seen.has(id) ? 'salePixChargeTaken' : row.amount !== payment.amount ? 'salePixChargeAmount' : null;
    seen.add(id);
    if (!row || refusal) {
      errors[`payments.${index}.pix_charge_id`] = [refusal ?? 'salePixChargeNotPaid'];
      continue;
    }
    payment.brCode = row.brCode;
    payment.reference = (row.chargeId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || null;
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return wanted.map((w) => w.id);
}

export const markTaken = (tx: Db, salonId: number, ids: number[], saleId: number) => charges.takeForSale(tx, salonId, ids, saleId);

/**
 * Pix at the counter through the payment provider (issue 30 item 1): a dynamic charge of the amount due, made for
 * the checkout's confirmation; the provider's signed notice marks it paid, once, and every open screen hears of it;
 * the sale's Pix payment then takes it (takeCharges). The notice route is shared with the deposits: a reference of
 * ours that is not a counter charge's is theirs.
 */
export function createPixChargeService(db: Db, provider: PixProvider, deposits: DepositService, log: FastifyBaseLogger) {
  async function create(actor: Actor, amount: number): Promise<PixChargeWire> {
    const salon = await charges.salonPixProvider(db, actor.salonId);
    if (!salon) throw notFound();
    if (!salon.on) throw unprocessable({ base: ['pixChargeOff'] });
    const row = await db.transaction(async (tx) => {
      const inserted = await charges.insertCharge(tx, { salonId: actor.salonId, amount, createdByName: actor.userName, expiresAt: new Date(Date.now() + CHARGE_MINUTES * 60_000) });
      await changes.record(tx, chargeChange(actor.salonId, 'created', inserted.id, actor, { amount }));
      return inserted;
    });
    // Outside the transaction: no row is held while the provider answers.
    const result = await provider
      .createCharge({ reference: charges.referenceOf(row), amountCents: amount, description: `Venda ${salon.name}`, merchantName: salon.name, merchantCity: salon.city, expiresAt: row.expiresAt })
      .catch((error: unknown) => {
        log.error({ err: error }, 'pix counter charge failed');
        return { status: 'failed' as const };
      });
    if (result.status !== 'created') {
      await charges.markExpired(db, actor.salonId, row.id);
      throw new HttpError(503, 'pixChargeUnavailable', { base: ['pixChargeUnavailable'] }, { 'retry-after': '30' });
    }
    await charges.setProviderCharge(db, actor.salonId, row.id, { chargeId: result.chargeId, brCode: result.brCode });
    return wire({ ...row, brCode: result.brCode });
  }

  async function show(salonId: number, id: number): Promise<PixChargeWire> {
    const row = await charges.findCharge(db, salonId, id);
    if (!row) throw notFound();
    return wire(row);
  }

  /** The provider's notice, verified before anything in it is read (401 otherwise): a counter charge's or a deposit's. */
  async function receive(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<'confirmed' | 'refunding' | 'ignored'> {
    const notice = provider.readNotice(rawBody, headers);
    if (notice === null) throw unauthorized('pixSignatureInvalid');
    if (notice === 'ignored') return 'ignored';
    const ref = charges.parseReference(notice.reference);
    if (!ref) return deposits.receiveNotice(notice);
    return db.transaction(async (tx) => {
      const paid = await charges.markPaid(tx, ref.salonId, ref.id, notice);
      if (!paid) return 'ignored' as const;
      await changes.record(tx, chargeChange(ref.salonId, 'paid', ref.id, changes.SYSTEM, { amount: paid.amount, charge_id: notice.chargeId }));
      return 'confirmed' as const;
    });
  }

  /** Charges waiting to be paid, with the reference their notice carries (the sandbox's local Pix page). */
  const waiting = async (limit = 50) => (await charges.pendingCharges(db, limit)).map((row) => ({ ...row, reference: charges.referenceOf(row) }));

  return { create, show, receive, waiting };
}
export type PixChargeService = ReturnType<typeof createPixChargeService>;

declare module 'fastify' {
  interface ServiceRegistry {
    pixCharges: PixChargeService;
  }
}

export default servicePlugin('pixCharges', (app) => createPixChargeService(app.db, app.services.pixProvider, app.services.deposits, app.log), ['pixProvider', 'deposits']);
