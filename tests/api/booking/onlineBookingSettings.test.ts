import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { OnlineBookingSettingsWire } from '../../../server/contract/onlineBooking';
import { auditEvents, bookingSlugs } from '../../../server/db/schema/index';
import { slugOf } from '../../../server/services/onlineBookingRules';
import { hire } from '../support/agendaHelpers';
import { beforeAll, it } from '../support/fixtures';
import { json, signUpAndIn } from '../support/harness';
import { actAs, category, expectStatus, service, type Actor } from '../support/salonHelpers';
import { openPage, visitor } from './support';

const settingsOf = async (as: Actor) => json<OnlineBookingSettingsWire>(expectStatus(await as.get('/salons/:salonId/online_booking'), 200));

describe("the owner's online booking settings", () => {
  beforeAll(async ({ agenda }) => void agenda);

  it('makes an address from the name', () => {
    expect(slugOf('Barbearia do Zé!')).toBe('barbearia-do-ze');
    expect(slugOf('  Studio  Ângela & Cia ')).toBe('studio-angela-cia');
    expect(slugOf('Zé')).toBe('salao-ze');
  });

  it('starts off, with the defaults and an address from the salon name', async ({ agenda, app }) => {
    const settings = await settingsOf(agenda.as);
    expect(settings).toMatchObject({ enabled: false, min_notice_minutes: 120, horizon_days: 30, slot_minutes: 15, cancel_hours: 12, deposit_rule: 'none' });
    expect(settings.slug).toMatch(/^salao-\d+$/);
    expect(settings.services).toEqual([expect.objectContaining({ name: 'Corte', category: 'Cabelo', bookable_online: true, buffer_after: 0 })]);
    expect(settings.employees).toEqual([expect.objectContaining({ id: agenda.employeeId, bookable_online: true })]);
    // Not saved yet: the page is not there.
    expect((await visitor(app).get(`/salons/${settings.slug}`)).statusCode).toBe(404);
  });

  it('tells each wrong value in words and keeps nothing', async ({ agenda, db }) => {
    const response = await agenda.as.put('/salons/:salonId/online_booking', {
      online_booking: {
        enabled: true,
        slug: 'Meu Salão',
        horizon_days: 0,
        min_notice_minutes: 1.5,
        slot_minutes: 7,
        deposit_kind: 'percent',
        deposit_value: 150,
        services: [{ id: agenda.serviceId, buffer_after: 7 }],
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = json<Record<string, string[]>>(response);
    expect(errors.slug[0]).toMatch(/letras minúsculas/);
    expect(errors.horizon_days[0]).toBe('Digite um número inteiro entre 1 e 365');
    expect(errors.min_notice_minutes[0]).toBe('Digite um número inteiro entre 0 e 10080');
    expect(errors.slot_minutes[0]).toMatch(/5, 10, 15, 20, 30 ou 60/);
    expect(errors.deposit_value[0]).toMatch(/porcentagem/);
    expect(errors['services.0.buffer_after'][0]).toMatch(/de 5 em 5/);
    expect(await db.select().from(bookingSlugs).where(eq(bookingSlugs.salonId, agenda.as.salonId))).toEqual([]);
    expect((await settingsOf(agenda.as)).enabled).toBe(false);
  });

  it('saves the rules, the address and the flags in one write with its audit row', async ({ agenda, app, db }) => {
    const other = await hire(agenda.as, 'Ivo Folguista');
    const response = await openPage(agenda.as, 'studio-da-carla', {
      min_notice_minutes: 60,
      horizon_days: 14,
      slot_minutes: 30,
      cancel_hours: 24,
      intro: '  Agende seu horário  ',
      services: [{ id: agenda.serviceId, buffer_after: 600 }],
      employees: [{ id: other, bookable_online: false }],
    });
    const saved = json<OnlineBookingSettingsWire>(response);
    expect(saved).toMatchObject({ enabled: true, slug: 'studio-da-carla', min_notice_minutes: 60, horizon_days: 14, slot_minutes: 30, cancel_hours: 24, intro: 'Agende seu horário' });
    expect(saved.services[0].buffer_after).toBe(600);
    expect(saved.employees.find((e) => e.id === other)?.bookable_online).toBe(false);
    expect(await settingsOf(agenda.as)).toEqual(saved);
    const audit = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.salonId, agenda.as.salonId), eq(auditEvents.entity, 'online_booking')));
    expect(audit).toEqual([{ action: 'updated' }]);
    expect((await visitor(app).get('/salons/studio-da-carla')).statusCode).toBe(200);
    // A new address frees the old one.
    await openPage(agenda.as, 'studio-carla');
    expect((await visitor(app).get('/salons/studio-da-carla')).statusCode).toBe(404);
    expect((await visitor(app).get('/salons/STUDIO-CARLA')).statusCode).toBe(200);
  });

  it('writes each service and professional sent, as the rows one after another, with an audit row for each changed', async ({ app, db }) => {
    const as = actAs(app, await signUpAndIn(app));
    const hair = await category(as, 'service', 'Cabelo');
    const cut = (await service(as, hair, { name: 'Corte' })).id;
    const blow = (await service(as, hair, { name: 'Escova' })).id;
    const beard = (await service(as, hair, { name: 'Barba' })).id;
    const ana = await hire(as, 'Ana');
    const ivo = await hire(as, 'Ivo');
    const response = await as.put('/salons/:salonId/online_booking', {
      online_booking: {
        services: [{ id: cut, bookable_online: false }, { id: blow, buffer_after: 900 }, { id: cut, buffer_after: 300 }, { id: beard }],
        employees: [{ id: ana, bookable_online: false }, { id: ivo, bookable_online: false }, { id: ivo, bookable_online: true }],
      },
    });
    const saved = json<OnlineBookingSettingsWire>(expectStatus(response, 200));
    const flags = (id: number) => saved.services.find((s) => s.id === id);
    expect(flags(cut)).toMatchObject({ bookable_online: false, buffer_after: 300 });
    expect(flags(blow)).toMatchObject({ bookable_online: true, buffer_after: 900 });
    expect(flags(beard)).toMatchObject({ bookable_online: true, buffer_after: 0 });
    expect(saved.employees.find((e) => e.id === ana)?.bookable_online).toBe(false);
    expect(saved.employees.find((e) => e.id === ivo)?.bookable_online).toBe(true);
    const audit = await db
      .select({ entity: auditEvents.entity, id: auditEvents.entityId })
      .from(auditEvents)
      .where(and(eq(auditEvents.salonId, as.salonId), eq(auditEvents.action, 'updated'), inArray(auditEvents.entity, ['service', 'employee'])));
    const byEntity = (rows: Array<{ entity: string; id: number }>) => rows.sort((a, b) => a.entity.localeCompare(b.entity) || a.id - b.id);
    // The service row that sets nothing (beard) changed nothing.
    expect(byEntity(audit)).toEqual(
      byEntity([
        { entity: 'employee', id: ana },
        { entity: 'employee', id: ivo },
        { entity: 'service', id: cut },
        { entity: 'service', id: blow },
      ]),
    );
  });

  it("refuses another salon's address under the field", async ({ agenda, app }) => {
    await openPage(agenda.as, 'studio-carla');
    const rival = actAs(app, await signUpAndIn(app));
    const response = await rival.put('/salons/:salonId/online_booking', { online_booking: { enabled: true, slug: 'studio-carla' } });
    expect(response.statusCode).toBe(409);
    expect(json<Record<string, string[]>>(response).slug).toEqual(['Este endereço já é de outro salão. Escolha outro.']);
    // The suggestion for the rival skips taken addresses.
    expect((await settingsOf(rival)).slug).not.toBe('studio-carla');
  });

  it('gives one address to one salon when two race for it', async ({ app }) => {
    const salons = await Promise.all(Array.from({ length: 6 }, async () => actAs(app, await signUpAndIn(app))));
    const answers = await Promise.all(salons.map((as) => as.put('/salons/:salonId/online_booking', { online_booking: { slug: 'corrida-de-salao' } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses a service or professional of another salon', async ({ agenda, app }) => {
    const rival = actAs(app, await signUpAndIn(app));
    const theirs = (await service(rival, await category(rival, 'service', 'Unhas'), { name: 'Mão' })).id;
    const response = await agenda.as.put('/salons/:salonId/online_booking', { online_booking: { services: [{ id: theirs, bookable_online: false }] } });
    expect(response.statusCode).toBe(422);
    expect(json<Record<string, string[]>>(response)['services.0.id']).toEqual(['Escolha apenas serviços deste salão']);
    const untouched = await rival.get('/salons/:salonId/online_booking');
    expect(json<OnlineBookingSettingsWire>(untouched).services[0].bookable_online).toBe(true);
  });
});
