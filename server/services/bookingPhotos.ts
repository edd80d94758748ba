import { PROFESSIONAL_PHOTO_SIZE, SALON_PHOTO_SIZE } from '../contract/constants';
import type { Db } from '../db/client';
import { notFound, unprocessable } from '../errors';
import { randomToken } from '../infra/secrets';
import * as photos from '../repositories/bookingPhotos';
import * as changes from '../repositories/changes';
import { pageBySlug } from '../repositories/onlineBooking';
import { processImage } from './avatars';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';

/**
 * A photo's public address. It carries the photo's key, and only that key opens it: a new photo is a new address
 * (a browser may keep the old one for a year), and a photo cannot be found by trying professionals' ids.
 */
export const salonPhotoUrl = (slug: string, key: string | null) => (key ? `/v1/public/salons/${encodeURIComponent(slug)}/photo?v=${key}` : null);
export const professionalPhotoUrl = (slug: string, employeeId: number, key: string | undefined) =>
  key ? `/v1/public/salons/${encodeURIComponent(slug)}/professionals/${employeeId}/photo?v=${key}` : null;

/**
 * The booking page's photos (issue 28, items 1 and 2): the owner's upload of the salon's banner and of each
 * professional's face, re-encoded (services/avatars.ts), and the page's public reading of them. Each change is one
 * transaction with its audit row and notice, which also drops the salon's cached page.
 */
export function createBookingPhotosService(db: Db) {
  async function setSalonPhoto(actor: Actor, file: unknown) {
    const image = await processImage(file, 'photo', SALON_PHOTO_SIZE.width, SALON_PHOTO_SIZE.height, 76);
    if (!image) throw unprocessable({ photo: ['photoRequired'] });
    await db.transaction(async (tx) => {
      await photos.saveSalonPhoto(tx, actor.salonId, { ...image, key: randomToken(8) });
      await changes.record(tx, { salonId: actor.salonId, entity: 'online_booking', action: 'photo_changed', id: actor.salonId, by: actor });
    });
  }

  async function removeSalonPhoto(actor: Actor) {
    await db.transaction(async (tx) => {
      if (!(await photos.deleteSalonPhoto(tx, actor.salonId))) return;
      await changes.record(tx, { salonId: actor.salonId, entity: 'online_booking', action: 'photo_removed', id: actor.salonId, by: actor });
    });
  }

  /** Only a professional of the caller's salon who sees clients; anyone else is not found. */
  async function setProfessionalPhoto(actor: Actor, employeeId: number, file: unknown) {
    if (!(await photos.isBookableProfessional(db, actor.salonId, employeeId))) throw notFound();
    const image = await processImage(file, 'photo', PROFESSIONAL_PHOTO_SIZE, PROFESSIONAL_PHOTO_SIZE);
    if (!image) throw unprocessable({ photo: ['photoRequired'] });
    await db.transaction(async (tx) => {
      await photos.saveEmployeePhoto(tx, actor.salonId, employeeId, { ...image, key: randomToken(8) });
      await changes.record(tx, { salonId: actor.salonId, entity: 'employee', action: 'photo_changed', id: employeeId, by: actor });
    });
  }

  async function removeProfessionalPhoto(actor: Actor, employeeId: number) {
    if (!(await photos.isBookableProfessional(db, actor.salonId, employeeId))) throw notFound();
    await db.transaction(async (tx) => {
      if (!(await photos.deleteEmployeePhoto(tx, actor.salonId, employeeId))) return;
      await changes.record(tx, { salonId: actor.salonId, entity: 'employee', action: 'photo_removed', id: employeeId, by: actor });
    });
  }

  /**
   * The photo behind a public address: the page's address, and the photo's current key (else not found). Also
   * while the page is off, so the owner sees the photos before turning it on; never once the salon is closed.
   */
  async function publicPhoto(slug: string, key: string | undefined, employeeId?: number): Promise<photos.Photo> {
    if (!key) throw notFound();
    const page = await pageBySlug(db, slug.trim().toLowerCase());
    if (!page || page.face.closedAt) throw notFound();
    const { salonId } = page;
    const photo = employeeId === undefined ? await photos.findSalonPhoto(db, salonId) : await photos.findEmployeePhoto(db, salonId, employeeId);
    if (!photo || photo.key !== key) throw notFound();
    return photo;
  }

  return { setSalonPhoto, removeSalonPhoto, setProfessionalPhoto, removeProfessionalPhoto, publicPhoto, keys: (salonId: number) => photos.photoKeys(db, salonId) };
}
export type BookingPhotosService = ReturnType<typeof createBookingPhotosService>;

declare module 'fastify' {
  interface ServiceRegistry {
    bookingPhotos: BookingPhotosService;
  }
}

export default servicePlugin('bookingPhotos', (app) => createBookingPhotosService(app.db));
