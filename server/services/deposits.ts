import type { FastifyBaseLogger } from 'fastify';
import type { DepositStatus } from '../contract/constants';
import { depositOf } from '../contract/deposit';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import type { PixPaidNotice, PixProvider } from '../infra/pix/provider';
import type { SalonCaches } from '../infra/salonCaches';
import { randomToken, sha256 } from '../infra/secrets';
import * as deposits from '../repositories/bookingDeposits';
import * as changes from '../repositories/changes';
import * as online from '../repositories/onlineBooking';
import { createVisitNotices, type VisitNotices } from './onlineBookingNotices';
import { ONLINE_AUTHOR, type PageView } from './publicBookingView';
import { servicePlugin } from './registry';

/** Rows one round of the job takes: a backlog is worked through over the next rounds. */
const BATCH = 100;
type Piece = { id: number; employeeId: number; startAt: Date };

const pieceChanges = (salonId: number, pieces: Piece[], details: Record<string, unknown>, action = 'deposit'): changes.Change[] =>
  pieces.map((piece) => ({
    salonId,
    entity: 'appointment',
    action,
    id: piece.id,
    by: ONLINE_AUTHOR,
    details,
    agenda: { start_at: Math.floor(piece.startAt.getTime() / 1000), employeeIds: [piece.employeeId] },
  }));

/**
 * The Pix deposit (sinal) of online bookings (issue 28, item 6). A booking that owes one is written held: its
 * pieces are 'new' rows with hold_until, under the agenda's exclusion constraint like any booking, so nobody else
 * takes the time. The provider's signed notice confirms it (the salon and client hear of the booking then); unpaid
 * at the hold's end, it is canceled and the time is free. Each change of a deposit locks its row, so a notice
 * repeated at once, the release job and a cancellation never act twice.
 */
export function createDepositService(db: Db, provider: PixProvider, notices: VisitNotices, log: FastifyBaseLogger, caches?: SalonCaches) {
  const written = (salonId: number) => {
    caches?.invalidateReads(salonId);
    notices.wake();
  };

  async function pageFor(tx: Db, salonId: number): Promise<PageView | undefined> {
    const [settings, face] = await Promise.all([online.findOnlineBooking(tx, salonId), online.salonFace(tx, salonId)]);
    return settings && face ? { salonId, slug: settings.slug, settings, face } : undefined;
  }

  /** The deposit a visit owes under the salon's rule (0: none); 'no_show' asks it of a client who missed one. */
  async function amountFor(tx: Db, page: PageView, prices: number[], clientId: number): Promise<number> {
    const { depositRule, depositKind, depositValue } = page.settings;
    if (depositRule === 'none' || depositValue <= 0) return 0;
    if (depositRule === 'no_show' && !(await deposits.hadNoShow(tx, page.salonId, clientId))) return 0;
    return depositOf(prices, depositKind as 'percent' | 'fixed', depositValue);
  }

  /** Inside the booking's transaction: the deposit row of a visit written held until `expiresAt`. */
  const hold = (tx: Db, row: { salonId: number; visitId: string; amount: number; email: string | null; expiresAt: Date }) => deposits.insertDeposit(tx, row);

  /**
   * After the booking committed: the provider's charge. Outside the transaction, so the salon's booking lock is
   * not held across a call to the provider. A provider that does not answer frees the time at once and says so.
   */
  async function charge(page: PageView, deposit: deposits.DepositRow) {
    const result = await provider
      .createCharge({
        reference: deposits.referenceOf(deposit),
        amountCents: deposit.amount,
        description: `Sinal ${page.face.name}`,
        merchantName: page.face.name,
        merchantCity: page.face.city ?? 'Brasil',
        expiresAt: deposit.expiresAt,
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'pix charge failed');
        return { status: 'failed' as const };
      });
    if (result.status === 'created') {
      await deposits.updateDeposit(db, page.salonId, deposit.id, { chargeId: result.chargeId, brCode: result.brCode });
      return;
    }
    await release(page.salonId, deposit.id, { force: true });
    throw new HttpError(503, 'pixUnavailable', { base: ['pixUnavailable'] }, { 'retry-after': '30' });
  }

  /**
   * Frees a hold that ran out (or, `force`, whose charge could not be made): the deposit expired, the held pieces
   * canceled, in one transaction with their audit rows and notices. Anything else (paid meanwhile) stays.
   */
  async function release(salonId: number, id: number, { force = false, now = new Date() } = {}) {
    const done = await db.transaction(async (tx) => {
      const deposit = await deposits.lockDeposit(tx, salonId, id);
      if (!deposit || deposit.status !== 'pending' || (!force && deposit.expiresAt > now)) return false;
      await deposits.updateDeposit(tx, salonId, id, { status: 'expired' });
      const freed = await deposits.releaseHeld(tx, salonId, deposit.visitId);
      await changes.record(tx, pieceChanges(salonId, freed, { status: 'canceled', origin: 'online', deposit: 'expired' }, 'status'));
      return true;
    });
    if (done) written(salonId);
    return done;
  }

  /**
   * A notice verified by services/pixCharges.ts (the one webhook's reader): a payment confirms its held visit
   * once, however often the notice comes; one that arrives after the hold was released is given back.
   */
  async function receiveNotice(notice: PixPaidNotice): Promise<'confirmed' | 'refunding' | 'ignored'> {
    const ref = deposits.parseReference(notice.reference);
    if (!ref) return 'ignored';
    const outcome = await db.transaction(async (tx) => {
      const deposit = await deposits.lockDeposit(tx, ref.salonId, ref.id);
      // Another charge's notice, or an amount that is not the deposit's: nothing of ours was paid by it.
      if (!deposit || deposit.chargeId !== notice.chargeId || deposit.amount !== notice.amountCents) return 'ignored' as const;
      if (deposit.status === 'expired') {
        await deposits.updateDeposit(tx, ref.salonId, ref.id, { status: 'refund_pending', paidAt: notice.paidAt });
        const pieces = await online.visitPieces(tx, ref.salonId, deposit.visitId);
        await changes.record(tx, pieceChanges(ref.salonId, pieces, { deposit: 'refund_pending', amount: deposit.amount, reason: 'paid_after_release' }));
        return 'refunding' as const;
      }
      if (deposit.status !== 'pending') return 'ignored' as const;
      await deposits.updateDeposit(tx, ref.salonId, ref.id, { status: 'paid', paidAt: notice.paidAt });
      const confirmed = await deposits.confirmHeld(tx, ref.salonId, deposit.visitId);
      await changes.record(tx, pieceChanges(ref.salonId, confirmed, { deposit: 'paid', amount: deposit.amount }));
      // The booking is made now: the client's confirmation (with a link of its own, the page's being kept only
      // hashed) and the salon's notice, as a booking without a deposit has them at once.
      const page = await pageFor(tx, ref.salonId);
      if (page && confirmed.length > 0) {
        const token = randomToken(32);
        const first = await online.linkOfVisit(tx, ref.salonId, deposit.visitId);
        await online.insertLink(tx, { tokenHash: sha256(token), salonId: ref.salonId, visitId: deposit.visitId, employeeId: first?.employeeId ?? null });
        await notices.send(tx, page, deposit.visitId, token, 'booked', deposit.email);
      }
      return 'confirmed' as const;
    });
    if (outcome !== 'ignored') written(ref.salonId);
    if (outcome === 'refunding') await refund(ref.salonId, ref.id);
    return outcome;
  }

  /**
   * Inside the transaction that canceled a visit's pieces or marked a no-show: what its paid deposit becomes.
   * Canceled while the link could still cancel it (cancel_hours or more before the start): given back. Canceled
   * later, or missed: the salon keeps it. Either way recorded. A deposit still unpaid expires. Answers the
   * deposits to refund after commit (refundAll).
   */
  async function settle(tx: Db, salonId: number, visitIds: string[], now = new Date()): Promise<number[]> {
    const refunds: number[] = [];
    for (const visitId of new Set(visitIds)) {
      const found = await deposits.findDepositOfVisit(tx, salonId, visitId);
      if (!found || (found.status !== 'paid' && found.status !== 'pending')) continue;
      const deposit = await deposits.lockDeposit(tx, salonId, found.id);
      if (!deposit || (deposit.status !== 'paid' && deposit.status !== 'pending')) continue;
      const pieces = await deposits.visitState(tx, salonId, visitId);
      const missed = pieces.some((p) => p.status === 'no_show');
      // A visit deleted at the desk has no pieces left: as canceled, early (the salon chose to drop it).
      const canceled = pieces.every((p) => p.status === 'canceled');
      if (!missed && !canceled) continue;
      if (deposit.status === 'pending') {
        // Given up before paying: a payment that still comes is given back (receive).
        await deposits.updateDeposit(tx, salonId, deposit.id, { status: 'expired' });
        continue;
      }
      const settings = await online.findOnlineBooking(tx, salonId);
      const start = pieces.length === 0 ? Infinity : Math.min(...pieces.map((p) => p.startAt.getTime()));
      const early = !missed && now.getTime() <= start - (settings?.cancelHours ?? 0) * 3_600_000;
      const status: DepositStatus = early ? 'refund_pending' : 'kept';
      await deposits.updateDeposit(tx, salonId, deposit.id, { status });
      const all = await online.visitPieces(tx, salonId, visitId);
      await changes.record(tx, pieceChanges(salonId, all, { deposit: status, amount: deposit.amount }));
      if (early) refunds.push(deposit.id);
    }
    return refunds;
  }

  /** Gives a deposit back through the provider; one that does not answer is tried again by the job. */
  async function refund(salonId: number, id: number) {
    const [deposit] = await db.transaction(async (tx) => [await deposits.lockDeposit(tx, salonId, id)]);
    if (!deposit || deposit.status !== 'refund_pending' || !deposit.chargeId) return false;
    const result = await provider
      .refund({ chargeId: deposit.chargeId, amountCents: deposit.amount, idempotencyKey: `deposit-refund-${deposits.referenceOf(deposit)}` })
      .catch(() => ({ status: 'failed' as const }));
    if (result.status !== 'refunded') return false;
    await db.transaction(async (tx) => {
      const locked = await deposits.lockDeposit(tx, salonId, id);
      if (locked?.status !== 'refund_pending') return;
      await deposits.updateDeposit(tx, salonId, id, { status: 'refunded', refundId: result.refundId, refundedAt: new Date() });
      const pieces = await online.visitPieces(tx, salonId, locked.visitId);
      await changes.record(tx, pieceChanges(salonId, pieces, { deposit: 'refunded', amount: locked.amount }));
    });
    written(salonId);
    return true;
  }

  const depositIdOf = async (salonId: number, visitId: string) => (await deposits.findDepositOfVisit(db, salonId, visitId))?.id;

  /** After the commit of what settle answered; a refund the provider did not make is left to the job. */
  async function refundAll(salonId: number, ids: number[]) {
    for (const id of ids) await refund(salonId, id);
  }

  /** Charges waiting to be paid (the local Pix page), each with the reference its notice carries. */
  const waiting = async (limit = 50) =>
    (await deposits.pendingCharges(db, limit)).map((charge) => ({ ...charge, reference: deposits.referenceOf(charge) }));

  /** The job's round: holds past their end released, refunds still owed made. */
  async function sweep(now = new Date()) {
    for (const row of await deposits.expiredHolds(db, now, BATCH)) await release(row.salonId, row.id, { now });
    for (const row of await deposits.refundsDue(db, BATCH)) await refund(row.salonId, row.id);
  }

  return { amountFor, depositIdOf, waiting, hold, charge, release, receiveNotice, settle, refund, refundAll, sweep };
}
export type DepositService = ReturnType<typeof createDepositService>;

declare module 'fastify' {
  interface ServiceRegistry {
    deposits: DepositService;
  }
}

export default servicePlugin(
  'deposits',
  (app) => createDepositService(app.db, app.services.pixProvider, createVisitNotices(app.config, app.services.mailer), app.log, app.services.salonCaches),
  ['pixProvider', 'mailer', 'salonCaches'],
);
