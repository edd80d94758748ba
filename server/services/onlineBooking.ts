import type { OnlineBookingSettingsFields, OnlineBookingSettingsWire } from '../contract/onlineBooking';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable, type FieldErrors } from '../errors';
import * as changes from '../repositories/changes';
import * as online from '../repositories/onlineBooking';
import { photoKeys } from '../repositories/bookingPhotos';
import { findSalon } from '../repositories/salons';
import { professionalPhotoUrl, salonPhotoUrl } from './bookingPhotos';
import { onlineBookingChanges, slugOf, type ServiceOnlinePatch } from './onlineBookingRules';
import type { Actor } from './permissions';
import { servicePlugin } from './registry';

/** What a salon that never saved its page has: off, with the spec's defaults (issue 28, item 1). */
const DEFAULTS = {
  enabled: false,
  minNoticeMinutes: 120,
  horizonDays: 30,
  slotMinutes: 15,
  cancelHours: 12,
  depositRule: 'none',
  depositKind: 'percent',
  depositValue: 0,
  intro: null,
} as const;

/**
 * One row per id, as the rows applied one after another would leave it: a later row's flag wins, one it leaves
 * undefined keeps the earlier row's (an UPDATE ... FROM (VALUES ...) would otherwise apply just one of its rows).
 */
function byId<T extends { id: number }>(rows: readonly T[]): T[] {
  const merged = new Map<number, T>();
  for (const row of rows) {
    const set = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
    merged.set(row.id, { ...merged.get(row.id), ...set } as T);
  }
  return [...merged.values()];
}

const setsAFlag = (row: ServiceOnlinePatch) => row.bookableOnline !== undefined || row.bufferAfter !== undefined;

const slugTaken = () => new HttpError(409, 'slugTaken', { slug: ['slugTaken'] });

/** The owner's 'Agendamento online' settings: the page's rules and address, which services and professionals it offers. */
export function createOnlineBookingService(db: Db) {
  /** The salon's name as an address nobody has: 'barbearia-do-ze', else 'barbearia-do-ze-2', ... */
  async function suggestedSlug(salonId: number, name: string) {
    const base = slugOf(name);
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await online.slugTaken(db, slug, salonId))) return slug;
    }
    return `${base}-${salonId}`;
  }

  async function show(salonId: number): Promise<OnlineBookingSettingsWire> {
    const [row, catalogue, photos] = await Promise.all([online.findOnlineBooking(db, salonId), online.bookableCatalogue(db, salonId), photoKeys(db, salonId)]);
    let slug = row?.slug;
    if (!slug) {
      const salon = await findSalon(db, salonId);
      if (!salon) throw notFound();
      slug = await suggestedSlug(salonId, salon.name);
    }
    const rules = row ?? DEFAULTS;
    return {
      enabled: rules.enabled,
      slug,
      min_notice_minutes: rules.minNoticeMinutes,
      horizon_days: rules.horizonDays,
      slot_minutes: rules.slotMinutes as OnlineBookingSettingsWire['slot_minutes'],
      cancel_hours: rules.cancelHours,
      deposit_rule: rules.depositRule as OnlineBookingSettingsWire['deposit_rule'],
      deposit_kind: rules.depositKind as OnlineBookingSettingsWire['deposit_kind'],
      deposit_value: rules.depositValue,
      intro: rules.intro,
      photo_url: salonPhotoUrl(slug, photos.salon),
      services: catalogue.services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        duration: s.duration,
        bookable_online: s.bookableOnline,
        buffer_after: s.bufferAfter,
      })),
      employees: catalogue.employees.map((e) => ({
        id: e.id,
        name: e.name,
        bookable_online: e.bookableOnline,
        photo_url: professionalPhotoUrl(slug, e.id, photos.employees.get(e.id)),
      })),
    };
  }

  /**
   * One transaction: the settings row, the address (a slug another salon holds is a 409 under the field, also
   * when two salons race for it), the services' and professionals' flags, and their audit rows and notices.
   */
  async function update(actor: Actor, fields: OnlineBookingSettingsFields): Promise<OnlineBookingSettingsWire> {
    const { salonId } = actor;
    const current = await show(salonId);
    const { patch, slug, services, employees } = onlineBookingChanges(fields, { depositKind: current.deposit_kind });
    const wantedSlug = slug ?? current.slug;
    if (slug !== undefined && (await online.slugTaken(db, slug, salonId))) throw slugTaken();
    await db.transaction(async (tx) => {
      if (!(await online.claimSlug(tx, salonId, wantedSlug))) throw slugTaken();
      await online.saveOnlineBooking(tx, salonId, wantedSlug, patch);
      // One statement per kind, each service or professional once (byId); a service row that sets no flag is not looked up.
      const changedServices = byId(services.filter(setsAFlag));
      const changedEmployees = byId(employees);
      const servicesFound = await online.setServicesOnline(tx, salonId, changedServices);
      const employeesFound = await online.setEmployeesOnline(tx, salonId, changedEmployees);
      const errors: FieldErrors = {};
      for (const [i, row] of services.entries()) {
        if (setsAFlag(row) && !servicesFound.has(row.id)) errors[`services.${i}.id`] = ['serviceNotFound'];
      }
      for (const [i, row] of employees.entries()) {
        if (!employeesFound.has(row.id)) errors[`employees.${i}.id`] = ['employeeNotFound'];
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const details = { ...patch, ...(slug ? { slug } : {}), ...(services.length ? { services } : {}), ...(employees.length ? { employees } : {}) };
      await changes.record(tx, [
        { salonId, entity: 'online_booking', action: 'updated', id: salonId, by: actor, details },
        ...changedServices.map((row) => ({ salonId, entity: 'service' as const, action: 'updated', id: row.id, by: actor })),
        ...changedEmployees.map((row) => ({ salonId, entity: 'employee' as const, action: 'updated', id: row.id, by: actor })),
      ]);
    });
    return show(salonId);
  }

  return { show, update };
}
export type OnlineBookingService = ReturnType<typeof createOnlineBookingService>;

declare module 'fastify' {
  interface ServiceRegistry {
    onlineBooking: OnlineBookingService;
  }
}

export default servicePlugin('onlineBooking', (app) => createOnlineBookingService(app.db));
