import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { AvailabilityWire, PublicBookingFields, PublicBookingWire, PublicSalonWire } from '../contract/onlineBooking';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable, type FieldErrors } from '../errors';
import { randomToken, sha256 } from '../infra/secrets';
import type { RateLimiter } from '../infra/rateLimiter';
import { isOverlapViolation } from '../repositories/appointments';
import * as changes from '../repositories/changes';
import { photoKeys } from '../repositories/bookingPhotos';
import * as online from '../repositories/onlineBooking';
import { assignPieces, availability, type OfferedDay, type OfferedTime, type VisitService } from './availability';
import { createVisitNotices, manageUrl, type VisitNotices } from './onlineBookingNotices';
import { calendarFile } from './calendarFile';
import type { Config } from '../config';
import type { SalonCaches } from '../infra/salonCaches';
import type { DepositService } from './deposits';
import { bookingClient, bookingPhone, ONLINE_AUTHOR, publicSalonWire, timeText, visitView, visitWire, type PageView } from './publicBookingView';
import { servicePlugin } from './registry';
import { canWrite } from './subscriptionState';
import { addDays, dayStart, isoDate, parseDate, wallTimeAt, type CalendarDate } from './zonedTime';

/** How far a booking's 409 looks for the next free times, and how many it offers. */
const NEXT_TIMES_DAYS = 7;
const NEXT_TIMES = 6;
/** Online bookings still ahead that one client may hold at a salon (issue 28, item 7). */
export const FUTURE_VISITS_PER_CLIENT = 3;

type Page = PageView;
type Busy = ReadonlyMap<number, ReadonlyArray<readonly [number, number]>>;

/** How busy each professional is on a day: their rows that touch it ('qualquer profissional' goes to the least). */
const loadOn = (busy: Busy, from: number, to: number) => new Map([...busy].map(([id, rows]) => [id, rows.filter(([a, b]) => a < to && b > from).length]));

/** 409 under start_at, with the nearest free times beside it (the page offers them as buttons). */
const timeTaken = (key: 'bookingTimeTaken' | 'bookingTimeUnavailable', next: Array<{ start_at: number; date: string; time: string }>) =>
  new HttpError(409, key, { start_at: [key] }, {}, { next_times: next });

/**
 * The salon's public booking page (issue 28, items 2-5 and 7): no session. The salon is found by its page's
 * address; a salon whose page is off, closed or unpaid is not found. The times offered and the booking's own
 * check are one computation (services/availability.ts), and a salon's bookings are written one at a time under
 * its settings row's lock, so a time is given once; the agenda's exclusion constraint still guards every piece.
 */
export function createPublicBookingService(db: Db, config: Config, limiter: RateLimiter, notices: VisitNotices, deposits: DepositService, caches?: SalonCaches) {
  /** After a write commits: this instance's cached page answers go at once (the notice drops them on the others). */
  const written = (salonId: number) => {
    caches?.invalidateReads(salonId);
    notices.wake();
  };
  async function pageOf(slug: string): Promise<Page> {
    const page = await online.pageBySlug(db, slug.trim().toLowerCase());
    if (!page?.settings.enabled || page.face.closedAt || !canWrite(page.face, new Date())) throw notFound();
    const { salonId, settings, face } = page;
    return { salonId, slug: settings.slug, settings, face };
  }

  /** The bookable services and professionals, with the services each does (none set: every service). */
  async function offer(page: Page) {
    const catalogue = await online.bookableCatalogue(db, page.salonId);
    const services = catalogue.services.filter((s) => s.bookableOnline);
    const people = catalogue.employees.filter((e) => e.bookableOnline);
    const does = await online.servicesOfEmployees(db, page.salonId, people.map((p) => p.id));
    const professionals = people
      .map((p) => ({ ...p, serviceIds: does.get(p.id) ?? new Set<number>() }))
      .filter((p) => p.serviceIds.size === 0 || services.some((s) => p.serviceIds.has(s.id)));
    return { services, professionals };
  }

  async function salon(slug: string): Promise<{ salonId: number; answer: PublicSalonWire }> {
    const page = await pageOf(slug);
    const [offered, photos] = await Promise.all([offer(page), photoKeys(db, page.salonId)]);
    return { salonId: page.salonId, answer: publicSalonWire(page, offered, photos) };
  }

  /** The visit's services in the order asked, and who may do them; 422 for services or a professional not offered. */
  async function visitOf(page: Page, serviceIds: number[], employeeId: number | null | undefined) {
    const { services, professionals } = await offer(page);
    const errors: FieldErrors = {};
    const visit = serviceIds.map((id) => services.find((s) => s.id === id));
    if (serviceIds.length === 0 || serviceIds.length > 5 || new Set(serviceIds).size !== serviceIds.length || visit.some((s) => !s)) {
      errors.service_ids = ['bookingServicesInvalid'];
    }
    const chosen = employeeId == null ? professionals : professionals.filter((p) => p.id === employeeId);
    if (employeeId != null && chosen.length === 0) errors.employee_id = ['bookingEmployeeInvalid'];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const pieces: VisitService[] = visit.map((s) => ({ serviceId: s!.id, duration: s!.duration, bufferAfter: s!.bufferAfter }));
    return { pieces, professionals: chosen, catalogue: services };
  }

  /** The offered days from `from`, each professional's busy rows read in one statement. */
  async function offeredDays(db_: Db, page: Page, visit: Awaited<ReturnType<typeof visitOf>>, from: CalendarDate, days: number, exceptVisit?: string) {
    const { timeZone } = page.face;
    const length = visit.pieces.reduce((sum, p) => sum + p.duration + p.bufferAfter, 0) * 1000;
    const start = new Date(dayStart(from, timeZone));
    const end = new Date(dayStart(addDays(from, days), timeZone) + length);
    const ids = visit.professionals.map((p) => p.id);
    const busy = await online.busyWithBuffers(db_, page.salonId, ids, start, end, exceptVisit);
    const offered = availability({
      timeZone,
      salonHours: page.face.workingHours,
      services: visit.pieces,
      professionals: visit.professionals,
      busy,
      from,
      days,
      now: Date.now(),
      minNoticeMs: page.settings.minNoticeMinutes * 60_000,
      horizonDays: page.settings.horizonDays,
      stepMinutes: page.settings.slotMinutes,
    });
    return { offered, busy };
  }

  const parseIds = (text: string) => text.split(',').map((part) => (/^\s*\d{1,10}\s*$/.test(part) ? Number(part) : NaN));

  async function availabilityOf(
    slug: string,
    query: { service_ids: string; employee_id?: number; from?: string; days?: number },
  ): Promise<{ salonId: number; answer: AvailabilityWire }> {
    const page = await pageOf(slug);
    const ids = parseIds(query.service_ids);
    if (ids.some(Number.isNaN)) throw unprocessable({ service_ids: ['bookingServicesInvalid'] });
    const today = wallTimeAt(Date.now(), page.face.timeZone);
    const asked = query.from === undefined ? today : parseDate(query.from);
    if (!asked) throw unprocessable({ from: ['dateInvalid'] });
    const visit = await visitOf(page, ids, query.employee_id);
    // Days before today have nothing to offer: start at today, keep the number of days asked.
    const from = isoDate(asked) < isoDate(today) ? today : asked;
    const { offered, busy } = await offeredDays(db, page, visit, from, query.days ?? 7);
    return { salonId: page.salonId, answer: { time_zone: page.face.timeZone, days: offered.map((day) => dayWire(day, page.face.timeZone, busy)) } };
  }

  /**
   * A day's offered times. Each piece lists first who the booking would give it to (assignPieces, with the day's
   * load as the booking reads it), so the page can say 'com Ana' and the booking keeps its word.
   */
  const dayWire = (day: OfferedDay, timeZone: string, busy: Busy) => {
    const midnight = dayStart(day.date, timeZone);
    const next = dayStart(addDays(day.date, 1), timeZone);
    const plain = next - midnight === 86_400_000 ? midnight : undefined;
    const load = loadOn(busy, midnight, next);
    return {
      date: isoDate(day.date),
      times: day.times.map((time) => {
        const chosen = assignPieces(time, load);
        return {
          start_at: time.start / 1000,
          time: timeText(time.start, timeZone, plain),
          pieces: time.pieces.map((p, i) => ({
            service_id: p.serviceId,
            start_at: p.start / 1000,
            employee_ids: [chosen[i], ...p.employeeIds.filter((id) => id !== chosen[i])],
          })),
        };
      }),
    };
  };

  /** The free times nearest the one refused: the rest of its day and the next days, at most NEXT_TIMES. */
  async function nextTimes(page: Page, visit: Awaited<ReturnType<typeof visitOf>>, startMs: number, exceptVisit?: string) {
    const { timeZone } = page.face;
    const { offered } = await offeredDays(db, page, visit, wallTimeAt(startMs, timeZone), NEXT_TIMES_DAYS, exceptVisit);
    return offered
      .flatMap((day) => day.times.map((time) => ({ day, time })))
      .filter(({ time }) => time.start >= startMs)
      .slice(0, NEXT_TIMES)
      .map(({ day, time }) => ({ start_at: time.start / 1000, date: isoDate(day.date), time: timeText(time.start, timeZone) }));
  }

  /** The offered time at `startMs` with who does each piece, read under the salon's lock; undefined when not offered. */
  async function fitAt(tx: Db, page: Page, visit: Awaited<ReturnType<typeof visitOf>>, startMs: number, exceptVisit?: string) {
    const { offered, busy } = await offeredDays(tx, page, visit, wallTimeAt(startMs, page.face.timeZone), 1, exceptVisit);
    const time: OfferedTime | undefined = offered[0]?.times.find((candidate) => candidate.start === startMs);
    if (!time) return undefined;
    const { timeZone } = page.face;
    const date = wallTimeAt(startMs, timeZone);
    const load = loadOn(busy, dayStart(date, timeZone), dayStart(addDays(date, 1), timeZone));
    return { time, employeeIds: assignPieces(time, load) };
  }

  function clientFields(fields: PublicBookingFields) {
    const errors: FieldErrors = {};
    const name = fields.client.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2) errors['client.name'] = ['bookingNameBlank'];
    const phone = bookingPhone(fields.client.phone);
    if (!phone) errors['client.phone'] = ['phoneInvalid'];
    const email = fields.client.email?.trim().toLowerCase() || null;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors['client.email'] = ['emailInvalid'];
    if (!fields.consent) errors.consent = ['bookingConsentRequired'];
    return { errors, name, phone, email };
  }

  /**
   * A client books: 201 with the visit and its private link, 409 with the next free times when the time was
   * taken meanwhile (or is not offered), 422 under the field. The phone finds the salon's client, if any, without
   * the answer saying whether it did.
   */
  async function book(slug: string, fields: PublicBookingFields, ip: string): Promise<PublicBookingWire> {
    const page = await pageOf(slug);
    // The field people never see (the page hides it): a form that fills it is a bot's, and nothing is written.
    if (fields.website) throw unprocessable({ base: ['invalid'] });
    const { errors, name, phone, email } = clientFields(fields);
    const visit = await visitOf(page, fields.service_ids, fields.employee_id).catch((error: unknown) => {
      if (error instanceof HttpError && error.fields) Object.assign(errors, error.fields);
      else throw error;
      return undefined;
    });
    if (Object.keys(errors).length > 0 || !visit || !phone) throw unprocessable(errors);
    await limiter.guardBooking(ip, phone.variants[0]);
    const startMs = fields.start_at * 1000;
    const token = randomToken(32);
    const visitId = randomUUID();
    let held: Awaited<ReturnType<DepositService['hold']>> | undefined;
    try {
      await db.transaction(async (tx) => {
        const settings = await online.lockOnlineBooking(tx, page.salonId);
        if (!settings?.enabled) throw notFound();
        const fit = await fitAt(tx, page, visit, startMs);
        if (!fit) throw timeTaken('bookingTimeUnavailable', []);
        const clientId = await bookingClient(tx, page.salonId, { name, phone, email }, ONLINE_AUTHOR);
        if ((await online.futureOnlineVisits(tx, page.salonId, clientId, new Date())) >= FUTURE_VISITS_PER_CLIENT) {
          throw new HttpError(422, 'bookingTooMany', { 'client.phone': ['bookingTooMany'] });
        }
        const services = fit.time.pieces.map((piece) => visit.catalogue.find((s) => s.id === piece.serviceId)!);
        // A visit that owes a deposit is written held: its time is taken, the booking made once the Pix is paid.
        const deposit = await deposits.amountFor(tx, page, services.map((s) => s.price), clientId);
        const holdUntil = deposit > 0 ? new Date(Date.now() + config.pix.holdSeconds * 1000) : null;
        const rows = await online.insertVisit(
          tx,
          fit.time.pieces.map((piece, i) => {
            const service = services[i];
            return { salonId: page.salonId, clientId, employeeId: fit.employeeIds[i], serviceId: service.id, startAt: new Date(piece.start), duration: service.duration, price: service.price, visitId, holdUntil };
          }),
        );
        if (holdUntil) held = await deposits.hold(tx, { salonId: page.salonId, visitId, amount: deposit, email, expiresAt: holdUntil });
        await online.insertLink(tx, { tokenHash: sha256(token), salonId: page.salonId, visitId, employeeId: fields.employee_id ?? null });
        await changes.record(
          tx,
          rows.map((row) => ({
            salonId: page.salonId,
            entity: 'appointment' as const,
            action: 'created',
            id: row.id,
            by: ONLINE_AUTHOR,
            details: held ? { origin: 'online', deposit: 'pending', amount: held.amount } : { origin: 'online' },
            agenda: { start_at: Math.floor(row.startAt.getTime() / 1000), employeeIds: [row.employeeId] },
          })),
        );
        // Held, the salon and the client hear of it once it is paid (services/deposits.ts receive).
        if (!held) await notices.send(tx, page, visitId, token, 'booked', email);
      });
    } catch (error) {
      if (error instanceof HttpError && error.key === 'bookingTimeUnavailable') {
        throw timeTaken('bookingTimeUnavailable', await nextTimes(page, visit, startMs));
      }
      if (isOverlapViolation(error)) throw timeTaken('bookingTimeTaken', await nextTimes(page, visit, startMs));
      throw error;
    }
    written(page.salonId);
    if (held) await deposits.charge(page, held);
    return { ...(await visitWire(db, page, visitId, token)), token };
  }

  /** The visit a link names, with its salon's page (even if the page was turned off since). */
  async function linked(token: string) {
    const link = await online.findLink(db, sha256(token));
    if (!link) throw notFound();
    const [settings, face] = await Promise.all([online.findOnlineBooking(db, link.salonId), online.salonFace(db, link.salonId)]);
    if (!settings || !face || face.closedAt) throw notFound();
    const page: Page = { salonId: link.salonId, slug: settings.slug, settings, face };
    return { link, page };
  }

  /** A hold past its end is released as it is read: the page polling it says so at once, before the job's round. */
  async function show(token: string): Promise<PublicBookingWire> {
    const { link, page } = await linked(token);
    const view = await visitWire(db, page, link.visitId, token);
    if (view.status !== 'awaiting_deposit' || !view.deposit || view.deposit.expires_at * 1000 > Date.now()) return view;
    const id = await deposits.depositIdOf(page.salonId, link.visitId);
    if (id !== undefined) await deposits.release(page.salonId, id);
    return visitWire(db, page, link.visitId, token);
  }

  /** Cancel or move is allowed while every piece is only booked and the start is more than cancel_hours away. */
  function assertChangeable(view: PublicBookingWire, page: Page) {
    if (view.status === 'canceled') throw new HttpError(409, 'bookingAlreadyCanceled', { base: ['bookingAlreadyCanceled'] });
    if (!view.changeable) throw new HttpError(409, 'invalid', { base: [{ key: 'bookingNotChangeable', params: { hours: page.settings.cancelHours } }] });
  }

  async function cancel(token: string): Promise<PublicBookingWire> {
    const { link, page } = await linked(token);
    const pieces = await online.visitPieces(db, page.salonId, link.visitId);
    assertChangeable(visitView(page, pieces, null), page);
    const refunds = await db.transaction(async (tx) => {
      const done: changes.Change[] = [];
      for (const piece of pieces) {
        if (!(await online.updateVisitPiece(tx, page.salonId, piece.id, { status: 'canceled' }))) continue;
        done.push({
          salonId: page.salonId,
          entity: 'appointment',
          action: 'status',
          id: piece.id,
          by: ONLINE_AUTHOR,
          details: { status: 'canceled', origin: 'online' },
          agenda: { start_at: Math.floor(piece.startAt.getTime() / 1000), employeeIds: [piece.employeeId] },
        });
      }
      await changes.record(tx, done);
      // A held visit given up was never announced; a confirmed one was.
      if (done.length > 0 && pieces.every((p) => p.holdUntil === null)) await notices.send(tx, page, link.visitId, token, 'canceled');
      return deposits.settle(tx, page.salonId, [link.visitId]);
    });
    written(page.salonId);
    await deposits.refundAll(page.salonId, refunds);
    return visitWire(db, page, link.visitId, token);
  }

  async function move(token: string, startAt: number): Promise<PublicBookingWire> {
    const { link, page } = await linked(token);
    const pieces = await online.visitPieces(db, page.salonId, link.visitId);
    assertChangeable(visitView(page, pieces, null), page);
    // A move writes a new time into the agenda: only while the page is on and the salon may write.
    if (!page.settings.enabled || !canWrite(page.face, new Date())) throw notFound();
    const visit = await visitOf(page, pieces.map((p) => p.serviceId ?? 0), link.employeeId);
    const startMs = startAt * 1000;
    try {
      await db.transaction(async (tx) => {
        await online.lockOnlineBooking(tx, page.salonId);
        const fit = await fitAt(tx, page, visit, startMs, link.visitId);
        if (!fit) throw timeTaken('bookingTimeUnavailable', []);
        const now = new Date();
        const done: changes.Change[] = [];
        for (const [i, piece] of pieces.entries()) {
          // The client hears of the new time from this move's own e-mail: the reminder job must not tell it again.
          const startAt = new Date(fit.time.pieces[i].start);
          const patch = { startAt, employeeId: fit.employeeIds[i], movedAt: now, toldStartAt: startAt };
          if (!(await online.updateVisitPiece(tx, page.salonId, piece.id, patch))) throw timeTaken('bookingTimeUnavailable', []);
          done.push({
            salonId: page.salonId,
            entity: 'appointment',
            action: 'moved',
            id: piece.id,
            by: ONLINE_AUTHOR,
            details: { fields: ['start_at', 'employee_id'], origin: 'online' },
            agenda: { start_at: Math.floor(patch.startAt.getTime() / 1000), employeeIds: [...new Set([piece.employeeId, patch.employeeId])] },
          });
        }
        await changes.record(tx, done);
        if (pieces.every((p) => p.holdUntil === null)) await notices.send(tx, page, link.visitId, token, 'moved');
      });
    } catch (error) {
      if (error instanceof HttpError && error.key === 'bookingTimeUnavailable') {
        throw timeTaken('bookingTimeUnavailable', await nextTimes(page, visit, startMs, link.visitId));
      }
      if (isOverlapViolation(error)) throw timeTaken('bookingTimeTaken', await nextTimes(page, visit, startMs, link.visitId));
      throw error;
    }
    written(page.salonId);
    return visitWire(db, page, link.visitId, token);
  }

  /** The pending deposit's BR Code as a QR code (SVG); 404 once it is paid, released or canceled. */
  async function pixQr(token: string): Promise<string> {
    const view = await show(token);
    if (view.status !== 'awaiting_deposit' || !view.deposit?.pix_code) throw notFound();
    return QRCode.toString(view.deposit.pix_code, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  }

  /** The booking as a calendar file (.ics) for the client's own calendar; a canceled one is not found. */
  async function calendar(token: string): Promise<string> {
    const { link, page } = await linked(token);
    const view = await visitWire(db, page, link.visitId);
    if (view.status === 'canceled') throw notFound();
    const services = view.pieces.map((p) => p.service.name).join(' + ');
    return calendarFile({
      uid: `${link.visitId}@agendei`,
      start: new Date(view.start_at * 1000),
      end: new Date(view.end_at * 1000),
      summary: `${services} - ${page.face.name}`,
      location: view.salon.address,
      description: view.pieces.map((p) => `${p.service.name} com ${p.employee.name}`).join('\n'),
      url: manageUrl(config, token),
    });
  }

  return { pageOf, salon, availability: availabilityOf, book, show, cancel, move, calendar, pixQr };
}
export type PublicBookingService = ReturnType<typeof createPublicBookingService>;

declare module 'fastify' {
  interface ServiceRegistry {
    publicBooking: PublicBookingService;
  }
}

export default servicePlugin(
  'publicBooking',
  (app) =>
    createPublicBookingService(app.db, app.config, app.services.rateLimiter, createVisitNotices(app.config, app.services.mailer), app.services.deposits, app.services.salonCaches),
  ['rateLimiter', 'mailer', 'salonCaches', 'deposits'],
);
