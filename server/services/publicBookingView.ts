import type { PublicBookingWire, PublicSalonWire } from '../contract/onlineBooking';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { t } from '../i18n';
import * as changes from '../repositories/changes';
import { insertClient } from '../repositories/clients';
import * as online from '../repositories/onlineBooking';
import { findDepositOfVisit, type DepositRow } from '../repositories/bookingDeposits';
import type { BookingPhone } from './phoneNumbers';
import { professionalPhotoUrl, salonPhotoUrl } from './bookingPhotos';
import { whatsAppUrl } from './reminderRules';
import { addressLine } from './salonAddress';
import { wallTimeAt } from './zonedTime';

/** The page's pieces of the salon: its address on the page and its rules. */
export interface PageView {
  salonId: number;
  slug: string;
  settings: online.OnlineBookingRow;
  face: NonNullable<Awaited<ReturnType<typeof online.salonFace>>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'HH:MM' on the salon's clock. `midnight`, the start of its day when that day has 24 hours (no clock change),
 * makes it plain arithmetic: a week's answer names a few hundred times.
 */
export function timeText(epochMs: number, timeZone: string, midnight?: number) {
  if (midnight !== undefined) {
    const minutes = Math.floor((epochMs - midnight) / 60_000);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const wall = wallTimeAt(epochMs, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The page's phone rule moved to phoneNumbers.ts (the salon's WhatsApp link reads it too); its callers still import it from here. */
export { bookingPhone, type BookingPhone } from './phoneNumbers';

export function publicSalonWire(
  page: PageView,
  offer: { services: Array<{ id: number; name: string; description: string | null; category: string; duration: number; price: number }>; professionals: Array<{ id: number; name: string; serviceIds: Set<number> }> },
  photos: { salon: string | null; employees: ReadonlyMap<number, string> } = { salon: null, employees: new Map() },
): PublicSalonWire {
  const address = addressLine(page.face);
  const categories = new Map<string, PublicSalonWire['categories'][number]>();
  for (const s of offer.services) {
    const category = categories.get(s.category) ?? { name: s.category, services: [] };
    category.services.push({ id: s.id, name: s.name, description: s.description, duration: s.duration, price: s.price });
    categories.set(s.category, category);
  }
  const offered = offer.services.map((s) => s.id);
  return {
    slug: page.slug,
    name: page.face.name,
    intro: page.settings.intro,
    photo_url: salonPhotoUrl(page.slug, photos.salon),
    phone: page.face.phone,
    whatsapp_url: whatsAppUrl(page.face.phone),
    address,
    map_url: address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null,
    time_zone: page.face.timeZone,
    min_notice_minutes: page.settings.minNoticeMinutes,
    horizon_days: page.settings.horizonDays,
    cancel_hours: page.settings.cancelHours,
    deposit:
      page.settings.depositRule === 'none' || page.settings.depositValue <= 0
        ? null
        : { rule: page.settings.depositRule as 'per_service' | 'no_show', kind: page.settings.depositKind as 'percent' | 'fixed', value: page.settings.depositValue },
    categories: [...categories.values()],
    professionals: offer.professionals.map((p) => ({
      id: p.id,
      name: p.name,
      photo_url: professionalPhotoUrl(page.slug, p.id, photos.employees.get(p.id)),
      service_ids: p.serviceIds.size === 0 ? offered : offered.filter((id) => p.serviceIds.has(id)),
    })),
  };
}

/**
 * The booking's client: the salon's client with this phone, left as it is (the page never learns whether there
 * was one), or a new client with the consent given on the page, recorded in the same transaction.
 */
export async function bookingClient(
  tx: Db,
  salonId: number,
  client: { name: string; phone: BookingPhone; email: string | null },
  by: changes.ChangeAuthor,
): Promise<number> {
  const known = await online.clientByPhone(tx, salonId, client.phone.variants);
  if (known !== undefined) return known;
  const now = new Date();
  const row = await insertClient(tx, { salonId, name: client.name, phone: client.phone.display, email: client.email, messagesConsent: true, messagesConsentAt: now });
  await changes.record(tx, { salonId, entity: 'client', action: 'created', id: row.id, by, details: { origin: 'online' } });
  return row.id;
}

type Pieces = Awaited<ReturnType<typeof online.visitPieces>>;

/** A visit as its client sees it by the link (`token`: the link's, for the deposit's QR code's address). */
export async function visitWire(db: Db, page: PageView, visitId: string, token?: string): Promise<PublicBookingWire> {
  const [pieces, deposit] = await Promise.all([online.visitPieces(db, page.salonId, visitId), findDepositOfVisit(db, page.salonId, visitId)]);
  return visitView(page, pieces, deposit ?? null, token);
}

export function visitView(page: PageView, pieces: Pieces, deposit: DepositRow | null, token?: string, now = Date.now()): PublicBookingWire {
  if (pieces.length === 0) throw notFound();
  const start = pieces[0].startAt.getTime();
  const end = Math.max(...pieces.map((p) => p.startAt.getTime() + p.duration * 1000));
  const until = start - page.settings.cancelHours * 3_600_000;
  const canceled = pieces.every((p) => p.status === 'canceled');
  const held = !canceled && pieces.some((p) => p.holdUntil !== null && p.status === 'new');
  const pending = held && deposit?.status === 'pending' && deposit.brCode !== null;
  return {
    status: canceled ? 'canceled' : held ? 'awaiting_deposit' : 'booked',
    start_at: start / 1000,
    end_at: end / 1000,
    time_zone: page.face.timeZone,
    total: pieces.reduce((sum, p) => sum + (p.price ?? 0), 0),
    pieces: pieces.map((p) => ({
      service: { id: p.serviceId ?? 0, name: p.serviceName },
      employee: { id: p.employeeId, name: p.employeeName },
      start_at: p.startAt.getTime() / 1000,
      duration: p.duration,
      price: p.price ?? 0,
    })),
    changeable_until: until / 1000,
    changeable: !canceled && pieces.every((p) => p.status === 'new') && now < until,
    salon: { slug: page.slug, name: page.face.name, address: addressLine(page.face), phone: page.face.phone },
    deposit: deposit && {
      amount: deposit.amount,
      status: deposit.status,
      expires_at: Math.floor(deposit.expiresAt.getTime() / 1000),
      pix_code: pending ? deposit.brCode : null,
      qr_url: pending && token ? `/v1/public/bookings/${encodeURIComponent(token)}/pix.svg` : null,
    },
  };
}

/** The audit trail's author of what a client does on the page (the trail is in the salon's language). */
export const ONLINE_AUTHOR: changes.ChangeAuthor = { userId: null, userName: t('pt-BR', 'onlineBookingBy') };
