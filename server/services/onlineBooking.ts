import type { OnlineBookingSettingsFields, OnlineBookingSettingsWire } from '../contract/onlineBooking';
import type { Db } from '../db/client';
import { HttpError, notFound, unprocessable, type FieldErrors } from '../errors';
import * as changes from '../repositories/changes';
import * as online from '../repositories/onlineBooking';
import { findSalon } from '../repositories/salons';
import { onlineBookingChanges, slugOf } from './onlineBookingRules';
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
    const [row, catalogue] = await Promise.all([online.findOnlineBooking(db, salonId), online.bookableCatalogue(db, salonId)]);
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
      services: catalogue.services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        duration: s.duration,
        bookable_online: s.bookableOnline,
        buffer_after: s.bufferAfter,
      })),
      employees: catalogue.employees.map((e) => ({ id: e.id, name: e.name, bookable_online: e.bookableOnline })),
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
      const errors: FieldErrors = {};
      for (const [i, row] of services.entries()) {
        const { id, ...flags } = row;
        if (Object.keys(flags).some((k) => flags[k as keyof typeof flags] !== undefined) && !(await online.setServiceOnline(tx, salonId, id, flags))) {
          errors[`services.${i}.id`] = ['serviceNotFound'];
        }
      }
      for (const [i, row] of employees.entries()) {
        if (!(await online.setEmployeeOnline(tx, salonId, row.id, row.bookableOnline))) errors[`employees.${i}.id`] = ['employeeNotFound'];
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      const details = { ...patch, ...(slug ? { slug } : {}), ...(services.length ? { services } : {}), ...(employees.length ? { employees } : {}) };
      await changes.record(tx, [
        { salonId, entity: 'online_booking', action: 'updated', id: salonId, by: actor, details },
        ...(services.length ? [{ salonId, entity: 'service' as const, action: 'updated', id: services[0].id, by: actor }] : []),
        ...(employees.length ? [{ salonId, entity: 'employee' as const, action: 'updated', id: employees[0].id, by: actor }] : []),
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
